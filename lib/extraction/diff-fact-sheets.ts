// A line diff of two fact sheets of one session (extractor A's and B's), for the compare view.
// Lines are compared without their list bullet and surrounding space; blank lines are ignored.

export type DiffLine = { kind: "same" | "removed" | "added"; text: string };
export type SheetDiff = { lines: DiffLine[]; removed: number; added: number; same: number };

const normalise = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*•]|\d{1,3}[.)])\s+/, "").trim())
    .filter(Boolean);

// Longest common subsequence, so lines both sheets keep line up and the rest show as removed
// (only in A) or added (only in B), in reading order. O(n·m): sheets are tens of lines; a
// passthrough sheet can be hundreds, still small.
export function diffFactSheets(a: string, b: string): SheetDiff {
  const x = normalise(a);
  const y = normalise(b);
  const lcs: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      lines.push({ kind: "same", text: x[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) lines.push({ kind: "removed", text: x[i++]! });
    else lines.push({ kind: "added", text: y[j++]! });
  }
  while (i < x.length) lines.push({ kind: "removed", text: x[i++]! });
  while (j < y.length) lines.push({ kind: "added", text: y[j++]! });
  const count = (kind: DiffLine["kind"]) => lines.filter((l) => l.kind === kind).length;
  return { lines, removed: count("removed"), added: count("added"), same: count("same") };
}

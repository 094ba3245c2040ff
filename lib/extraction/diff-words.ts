// A word-level diff of two lines of fact sheet text: which words of the left line are gone and
// which words of the right line are new, so a changed line shows only what changed tinted.

export type WordSegment = { text: string; changed: boolean };
export type WordDiff = { left: WordSegment[]; right: WordSegment[] };

// Words with the whitespace after them, so the segments join back to the original line.
const words = (line: string) => line.match(/\S+\s*|\s+/g) ?? [];

// LCS over words is O(n·m); past this many cells a line is marked changed whole.
const MAX_CELLS = 40_000;

function merge(segments: WordSegment[]): WordSegment[] {
  const out: WordSegment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && last.changed === s.changed) last.text += s.text;
    else out.push({ ...s });
  }
  return out;
}

export function diffWords(left: string, right: string): WordDiff {
  const x = words(left);
  const y = words(right);
  if (x.length * y.length > MAX_CELLS) return { left: [{ text: left, changed: true }], right: [{ text: right, changed: true }] };
  const key = (w: string) => w.trim().toLowerCase();
  const lcs: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i]![j] = key(x[i]!) === key(y[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const l: WordSegment[] = [];
  const r: WordSegment[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (key(x[i]!) === key(y[j]!)) {
      l.push({ text: x[i++]!, changed: false });
      r.push({ text: y[j++]!, changed: false });
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) l.push({ text: x[i++]!, changed: true });
    else r.push({ text: y[j++]!, changed: true });
  }
  while (i < x.length) l.push({ text: x[i++]!, changed: true });
  while (j < y.length) r.push({ text: y[j++]!, changed: true });
  return { left: merge(l), right: merge(r) };
}

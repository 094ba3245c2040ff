import { diffWords, type WordSegment } from "@/lib/extraction/diff-words";
import type { SheetDiff } from "@/lib/extraction/diff-fact-sheets";

// One row of the side-by-side view: A's line on the left, B's on the right. "changed" pairs a
// line only in A with the line only in B that replaced it, and marks the words that differ;
// "removed" and "added" have nothing on the other side.
export type AlignedRow =
  | { kind: "same"; left: WordSegment[]; right: WordSegment[] }
  | { kind: "changed"; left: WordSegment[]; right: WordSegment[] }
  | { kind: "removed"; left: WordSegment[]; right: null }
  | { kind: "added"; left: null; right: WordSegment[] };

// Lines that share less than this share of their words are shown as a removal and an addition,
// not as one changed line (a word diff of unrelated lines is noise).
const MIN_SHARED = 0.34;

const whole = (text: string, changed: boolean): WordSegment[] => [{ text, changed }];
const sharedShare = (segments: WordSegment[], text: string) =>
  text.length ? segments.filter((s) => !s.changed).reduce((n, s) => n + s.text.length, 0) / text.length : 0;

// Turns a line diff into side-by-side rows: each run of removed lines followed by a run of added
// lines pairs up in order, as far as both runs go and the paired lines look alike.
export function alignSheetDiff(diff: SheetDiff): AlignedRow[] {
  const rows: AlignedRow[] = [];
  const lines = diff.lines;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.kind === "same") {
      rows.push({ kind: "same", left: whole(line.text, false), right: whole(line.text, false) });
      i++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (i < lines.length && lines[i]!.kind === "removed") removed.push(lines[i++]!.text);
    while (i < lines.length && lines[i]!.kind === "added") added.push(lines[i++]!.text);
    const pairs = Math.max(removed.length, added.length);
    for (let k = 0; k < pairs; k++) {
      const left = removed[k];
      const right = added[k];
      if (left !== undefined && right !== undefined) {
        const words = diffWords(left, right);
        if (Math.min(sharedShare(words.left, left), sharedShare(words.right, right)) >= MIN_SHARED) {
          rows.push({ kind: "changed", left: words.left, right: words.right });
          continue;
        }
      }
      // The row's kind marks a line only on one side; its words are not tinted twice.
      if (left !== undefined) rows.push({ kind: "removed", left: whole(left, false), right: null });
      if (right !== undefined) rows.push({ kind: "added", left: null, right: whole(right, false) });
    }
  }
  return rows;
}

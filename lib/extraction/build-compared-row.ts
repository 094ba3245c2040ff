import { alignSheetDiff, type AlignedRow } from "@/lib/extraction/align-sheet-diff";
import { diffFactSheets } from "@/lib/extraction/diff-fact-sheets";

type Sheet = { text: string; coverage: number | null };

export type ComparedRowView = { aligned: AlignedRow[]; removed: number; added: number; same: number; coverageChange: number | null };

// What one collapsed session row of the comparison shows, and the side-by-side sheets it expands
// to; computed for the rows of one page only.
export function buildComparedRow(input: { a: Sheet; b: Sheet }): ComparedRowView {
  const diff = diffFactSheets(input.a.text, input.b.text);
  const coverageChange = input.a.coverage === null || input.b.coverage === null ? null : input.b.coverage - input.a.coverage;
  return { aligned: alignSheetDiff(diff), removed: diff.removed, added: diff.added, same: diff.same, coverageChange };
}

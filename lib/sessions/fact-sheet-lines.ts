export type FactSheetLine = { number: number; text: string };

// A fact sheet's lines as a reader cites them: numbered from 1 as they appear in the stored
// text (blank lines keep their number so a citation stays stable), without the list bullet.
export function factSheetLines(text: string): FactSheetLine[] {
  return text.split("\n").flatMap((raw, index) => {
    const line = raw.replace(/^\s*(?:[-*•]\s+)?/, "").trim();
    return line ? [{ number: index + 1, text: line }] : [];
  });
}

export function factSheetLine(text: string, number: number): string | null {
  return factSheetLines(text).find((line) => line.number === number)?.text ?? null;
}

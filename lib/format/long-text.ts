// A body longer than this is shown collapsed, with "Show more" (a 20,000-character proposal is
// not a card a reviewer can scan).
export const COLLAPSE_OVER_CHARS = 1_500;

export function isLongText(length: number, threshold = COLLAPSE_OVER_CHARS): boolean {
  return length > threshold;
}

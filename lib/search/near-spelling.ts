// Whether two words are one typing slip apart: one letter inserted, dropped, changed, or two
// neighbours swapped ("apartmnet" for "apartment"). Only words of five letters or more count:
// among short words one edit joins unrelated words ("cat", "car").
export const NEAR_SPELLING_MIN_LENGTH = 5;

export function isNearSpelling(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < NEAR_SPELLING_MIN_LENGTH || b.length < NEAR_SPELLING_MIN_LENGTH) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // After the first difference, the rest must line up under exactly one of the four edits.
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

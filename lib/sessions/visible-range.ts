/**
 * The rows of a windowed list that intersect [from, to), given `offsets` where row i spans
 * offsets[i]..offsets[i + 1] (offsets has one more entry than there are rows). Returns
 * [start, end) with at least one row when there are any.
 */
export function visibleRange(offsets: readonly number[], from: number, to: number): [number, number] {
  const rows = offsets.length - 1;
  if (rows <= 0) return [0, 0];
  // First row whose bottom is below `from`.
  let lo = 0;
  let hi = rows - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1]! > from) hi = mid;
    else lo = mid + 1;
  }
  const start = lo;
  let end = start + 1;
  while (end < rows && offsets[end]! < to) end++;
  return [start, end];
}

// Keyboard focus in the inbox list: j/k move and stop at the ends; after an item leaves the list
// (decided), focus stays at the same position so the next proposal comes up.
export function moveFocus(index: number, delta: number, length: number): number {
  if (length === 0) return 0;
  return Math.min(length - 1, Math.max(0, index + delta));
}

export function focusAfterRemoval(index: number, removedIndexes: number[], length: number): number {
  const before = removedIndexes.filter((i) => i < index).length;
  const remaining = length - removedIndexes.length;
  if (remaining <= 0) return 0;
  return Math.min(remaining - 1, Math.max(0, index - before));
}

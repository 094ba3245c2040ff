import type { SheetIndex } from "./sheet-index";

/** A stretch of sheet tokens holding enough key groups; `hits` are the matched token positions. */
export type KeyWindow = { from: number; to: number; hits: number[] };

/**
 * Whether some window of at most `width` tokens contains keys of at least `need` distinct
 * concept groups and satisfies `accept` (for instance "not every hit is credited to the user").
 * One pass over the sorted key positions; `accept` sees each minimal window once.
 */
export function someWindow(index: SheetIndex, concepts: string[][], need: number, width: number, accept: (w: KeyWindow) => boolean = () => true): boolean {
  if (need <= 0) return accept({ from: 0, to: 0, hits: [] });
  if (need === 1) {
    for (const alternatives of concepts) {
      for (const key of alternatives) for (const pos of index.positions.get(key) ?? []) if (accept({ from: pos, to: pos, hits: [pos] })) return true;
    }
    return false;
  }
  const positions: number[] = [];
  const conceptOf: number[] = [];
  concepts.forEach((alternatives, concept) => {
    for (const key of alternatives) {
      for (const pos of index.positions.get(key) ?? []) {
        positions.push(pos);
        conceptOf.push(concept);
      }
    }
  });
  if (positions.length === 0) return false;
  const order = positions.map((_, i) => i).sort((a, b) => positions[a]! - positions[b]!);
  const counts = new Array<number>(concepts.length).fill(0);
  let distinct = 0;
  let left = 0;
  for (let right = 0; right < order.length; right++) {
    const r = order[right]!;
    if (counts[conceptOf[r]!]!++ === 0) distinct++;
    while (positions[r]! - positions[order[left]!]! > width) {
      const l = order[left]!;
      if (--counts[conceptOf[l]!]! === 0) distinct--;
      left++;
    }
    if (distinct >= need) {
      const hits = order.slice(left, right + 1).map((i) => positions[i]!);
      if (accept({ from: hits[0]!, to: hits[hits.length - 1]!, hits })) return true;
    }
  }
  return false;
}

// Reciprocal-rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009): an item's fused score is
// the sum over the rankings that contain it of 1 / (k + position), positions counted from 1.
// It needs no score calibration, which is why it can join PostgreSQL's ts_rank (unbounded, tiny
// numbers) with cosine similarity (0..1). k = 60 is the paper's constant: it flattens the gap
// between the first few positions so that one list's top hit cannot outvote an item both lists
// rank well (1/61 + 1/62 ≈ 0.0325 beats 1/61 + nothing ≈ 0.0164).
export const RRF_K = 60;

export type FusedItem = {
  key: string;
  score: number;
  // 1-based position in each input ranking, null where that ranking does not hold the item.
  positions: (number | null)[];
};

export function fuseRankings(rankings: readonly (readonly string[])[], k: number = RRF_K): FusedItem[] {
  if (!(k >= 0)) throw new RangeError(`RRF k must be a non-negative number, not ${k}`);
  const items = new Map<string, FusedItem>();
  rankings.forEach((ranking, list) => {
    ranking.forEach((key, index) => {
      let item = items.get(key);
      if (!item) {
        item = { key, score: 0, positions: rankings.map(() => null) };
        items.set(key, item);
      }
      // A key repeated within one ranking counts once, at its best position.
      if (item.positions[list] !== null) return;
      item.positions[list] = index + 1;
      item.score += 1 / (k + index + 1);
    });
  });
  const best = (item: FusedItem) => Math.min(...item.positions.map((p) => p ?? Infinity));
  return [...items.values()].sort((a, b) => b.score - a.score || best(a) - best(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

import type { Flip } from "@/lib/runs/compare-runs";

export type FlipFilter = { type: string | null; direction: "onlyA" | "onlyB" | null };

export function filterFlips<F extends Flip>(flips: readonly F[], filter: FlipFilter): F[] {
  return flips.filter((f) => (filter.type === null || f.questionType === filter.type) && (filter.direction === null || f.direction === filter.direction));
}

import { stableHash } from "@/lib/embeddings/stable-hash";

export type DevHalf = "tune" | "held-back";
export const DEV_HALVES: readonly DevHalf[] = ["tune", "held-back"];

// Which half of the dev questions a question is in, by a seeded hash of its id: parameters are
// chosen on "tune" and reported on "held-back" too, so a setting that only fits the questions it
// was tuned on shows up as a gap between the two.
export function devHalfOf(questionId: string, seed: number): DevHalf {
  return stableHash(questionId, seed >>> 0) & 1 ? "held-back" : "tune";
}

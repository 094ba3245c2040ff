import { isNearSpelling } from "@/lib/search/near-spelling";
import { tokenize } from "@/lib/embeddings/tokenize";

// Which fused hits are real matches and which are padding. A vector search always has nearest
// rows; for text that resembles nothing in the workspace they are noise, and showing them as
// results makes a person doubt every result. Measured with the local embedder over 96 real
// LongMemEval turns (numbers in lib/services/search/hybrid-search-floor.int.test.ts and the commit):
// nonsense and unrelated words reach at most 0.19 cosine similarity to some turn ("purple
// elephant trombone" 0.193, "lorem ipsum dolor" 0.190, "qwxzv plorp" 0.091), while a typo of a
// word in the turn scores 0.12-0.19 ("shelterr" 0.117, "apartmnet" 0.186). So a hit that matches
// no word in full text is kept only when it is clearly close (0.2 and above) or when it holds a
// near spelling of a query word (one slip apart) and is not pure noise (0.1 and above).
export const VECTOR_ONLY_MIN_SIMILARITY = 0.2;
export const NEAR_SPELLING_MIN_SIMILARITY = 0.1;

export type FloorCandidate = { text: string; fullTextRank: number | null; vectorSimilarity: number | null };

export type FloorDecision = { keep: true; reason: "full_text" | "close_vector" | "near_spelling" } | { keep: false; reason: "below_floor" };

export function queryWords(query: string): string[] {
  return [
    ...new Set(
      tokenize(query)
        .filter((t) => !t.stop)
        .map((t) => t.word),
    ),
  ];
}

export function hasNearSpelling(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    if (seen.has(token.word)) continue;
    seen.add(token.word);
    if (words.some((word) => isNearSpelling(word, token.word))) return true;
  }
  return false;
}

export function decideFloor(hit: FloorCandidate, words: readonly string[]): FloorDecision {
  if (hit.fullTextRank !== null) return { keep: true, reason: "full_text" };
  const similarity = hit.vectorSimilarity ?? 0;
  if (similarity >= VECTOR_ONLY_MIN_SIMILARITY) return { keep: true, reason: "close_vector" };
  if (similarity >= NEAR_SPELLING_MIN_SIMILARITY && hasNearSpelling(hit.text, words)) return { keep: true, reason: "near_spelling" };
  return { keep: false, reason: "below_floor" };
}

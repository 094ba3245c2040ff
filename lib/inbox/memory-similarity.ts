import { contentStems } from "@/lib/embeddings/tokenize";

// Below this a memory is not shown as similar to a proposal. Measured on the demo workspace with
// the local embedder (memory-similarity.test.ts keeps these true): its 7 proposals against its 3
// memories (21 unrelated pairs) score at most 0.14 by cosine and 0.14 by shared words, while a
// restated memory (its own earlier revisions, reworded proposals) scores 0.42-0.89 by cosine and
// 0.50-0.91 by words. Two short texts that share one rare word and nothing else (two facts
// tagged with the same code) score 0.30 by cosine and 0.25 by words: 0.35 leaves them out and
// still keeps a margin under the closest restatement.
export const SIMILARITY_FLOOR = 0.35;

// Shared content words as a share of both texts' words (Dice's coefficient over word stems): 1 for
// the same words, 0 for none in common. What the inbox shows when vectors are off.
export function wordOverlap(a: string, b: string): number {
  const left = new Set(contentStems(a));
  const right = new Set(contentStems(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const s of left) if (right.has(s)) shared++;
  return (2 * shared) / (left.size + right.size);
}

// "82% similar": a whole percentage a reviewer can read, never 100% unless equal-worded.
export function similarityLabel(similarity: number): string {
  const percent = Math.min(100, Math.max(0, Math.floor(similarity * 100)));
  return `${percent}% similar`;
}

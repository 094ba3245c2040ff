// Lore's built-in embedder: no model, no download, no network. It is a hashed bag of features
// (the "hashing trick", Weinberger et al. 2009): content-word stems, pairs of neighbouring
// content words, and character 3- to 5-grams of each word (fastText's subwords, which join
// inflections, compounds and typos the stemmer misses). Each feature's count is damped to
// 1 + ln(count) so a repeated word does not drown the rest, hashed with a stable hash to one of
// 384 dimensions with a hashed sign (collisions cancel on average instead of piling up), and the
// vector is L2-normalized so cosine similarity is a dot product.
//
// It is lexical, not semantic: it finds "apartment" for "apartments" and "appartment", not for
// "flat". Its value in hybrid search is a second, differently-shaped lexical ranking (soft OR
// matching with subword overlap) next to PostgreSQL's strict full-text match; the numbers are in
// scripts/measure-embedder.ts.
import { EMBEDDING_DIMENSIONS, type Embedder } from "@/lib/embeddings/embedder";
import { stableHash } from "@/lib/embeddings/stable-hash";
import { normalizeText, tokenize } from "@/lib/embeddings/tokenize";

export type LocalEmbedderOptions = {
  wordWeight: number;
  bigramWeight: number;
  charGramWeight: number;
  charGramSizes: readonly number[];
};

export const LOCAL_EMBEDDER_OPTIONS: LocalEmbedderOptions = {
  wordWeight: 1,
  bigramWeight: 0.5,
  charGramWeight: 0.25,
  charGramSizes: [3, 4, 5],
};

// Bump when the features change: stored vectors of another version are not comparable.
export const LOCAL_EMBEDDER_ID = "lore-local-hash-v1";

// Feature counts keyed by a one-letter kind and the feature: w word stem, b bigram, c character
// n-gram, r raw text (only when there is nothing else).
function countFeatures(text: string, options: LocalEmbedderOptions): Map<string, number> {
  const features = new Map<string, number>();
  const add = (feature: string) => features.set(feature, (features.get(feature) ?? 0) + 1);
  const tokens = tokenize(text);
  let content = tokens.filter((t) => !t.stop);
  // A text of stopwords only ("what is it") still deserves a direction of its own.
  if (content.length === 0) content = tokens;
  for (const [i, token] of content.entries()) {
    add(`w${token.stem}`);
    const next = content[i + 1];
    if (next) add(`b${token.stem} ${next.stem}`);
    const padded = `<${token.word}>`;
    for (const n of options.charGramSizes) {
      for (let start = 0; start + n <= padded.length; start++) add(`c${padded.slice(start, start + n)}`);
    }
  }
  // No letters or digits at all ("?!", ""): the raw characters, so the vector is never zero.
  if (features.size === 0) add(`r${normalizeText(text).trim()}`);
  return features;
}

function weightOf(feature: string, options: LocalEmbedderOptions): number {
  switch (feature[0]) {
    case "w":
      return options.wordWeight;
    case "b":
      return options.bigramWeight;
    case "c":
      return options.charGramWeight;
    default:
      return 1;
  }
}

export function embedText(text: string, options: LocalEmbedderOptions = LOCAL_EMBEDDER_OPTIONS): number[] {
  const vector = new Float64Array(EMBEDDING_DIMENSIONS);
  for (const [feature, count] of countFeatures(text, options)) {
    const weight = weightOf(feature, options);
    if (weight === 0) continue;
    const sign = stableHash(feature, 0x9e3779b9) & 1 ? 1 : -1;
    vector[stableHash(feature) % EMBEDDING_DIMENSIONS]! += sign * weight * (1 + Math.log(count));
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  // Opposite-signed features can cancel exactly; fall back to a fixed unit vector then.
  if (norm === 0) return Array.from({ length: EMBEDDING_DIMENSIONS }, (_, i) => (i === 0 ? 1 : 0));
  return Array.from(vector, (value) => value / norm);
}

export function createLocalEmbedder(options: LocalEmbedderOptions = LOCAL_EMBEDDER_OPTIONS): Embedder {
  return {
    id: LOCAL_EMBEDDER_ID,
    dimensions: EMBEDDING_DIMENSIONS,
    embed: async (texts) => texts.map((text) => embedText(text, options)),
  };
}

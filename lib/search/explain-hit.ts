import { HYBRID_WEIGHTS, type HaystackSignals } from "@/lib/search/rank-haystack-sessions";

// How the search page explains a hit: each signal of the default retriever's ranking (the row's
// and its session's BM25, the vector similarity, the time when the query names one, the session's
// best user turn by words and by meaning) and the final score as the weighted sum it is. Kept out of the JSX so the wording is tested and the same
// everywhere.
export type ExplainableHit = {
  fullTextRank: number | null;
  fullTextPosition: number | null;
  vectorSimilarity: number | null;
  vectorPosition: number | null;
  fusedScore: number;
  sessionBm25?: number | null;
  signals?: HaystackSignals;
};

export type HitExplanation = { fullText: string; vector: string | null; time: string | null; fused: string };

// Raw BM25 is small when every candidate holds the words (low idf): two significant digits then.
const raw = (value: number) => (value >= 1 ? value.toFixed(2) : value.toPrecision(2));
const term = (weight: number, value: number, name: string) => `${weight} × ${name} ${value.toFixed(2)}`;

export function explainHit(hit: ExplainableHit, mode: "hybrid" | "fulltext", context: { weights?: HaystackSignals; timeFocus?: boolean } = {}): HitExplanation {
  const weights = context.weights ?? HYBRID_WEIGHTS;
  const session = hit.sessionBm25 === null || hit.sessionBm25 === undefined ? "" : `, session ${raw(hit.sessionBm25)}`;
  const fullText =
    hit.fullTextRank === null || hit.fullTextPosition === null ? "BM25: no match" : `BM25 #${hit.fullTextPosition} (${raw(hit.fullTextRank)}${session})`;
  const vector =
    mode === "fulltext"
      ? null
      : hit.vectorSimilarity === null || hit.vectorPosition === null
        ? "vector: not among the nearest"
        : `vector #${hit.vectorPosition} (similarity ${hit.vectorSimilarity.toFixed(2)})`;
  const time = context.timeFocus && hit.signals ? `time ${hit.signals.time.toFixed(2)}` : null;
  if (!hit.signals) return { fullText, vector, time, fused: `score ${hit.fusedScore.toFixed(3)}` };
  const s = hit.signals;
  const parts = [term(weights.session, s.session, "session"), term(weights.bestTurn, s.bestTurn, "row")];
  if (mode === "hybrid") parts.push(term(weights.vector, s.vector, "vector"));
  if (context.timeFocus) parts.push(term(weights.time, s.time, "time"));
  if (s.userTurn !== undefined) parts.push(term(weights.userTurn ?? 0, s.userTurn, "user turn"));
  if (s.meaning !== undefined) parts.push(term(weights.meaning ?? 0, s.meaning, "meaning"));
  return { fullText, vector, time, fused: `score ${hit.fusedScore.toFixed(3)} = ${parts.join(" + ")}` };
}

const FALLBACK_NOTES = {
  vector_extension_missing: "Full-text search only: this database has no pgvector extension, so there is no vector ranking.",
  embedder_failed: "Full-text search only: the embedder did not answer, so this search has no vector ranking.",
} as const;

export function searchModeNote(result: { mode: "hybrid" | "fulltext"; fallbackReason: keyof typeof FALLBACK_NOTES | null }): string | null {
  if (result.mode === "hybrid") return null;
  return FALLBACK_NOTES[result.fallbackReason ?? "vector_extension_missing"];
}

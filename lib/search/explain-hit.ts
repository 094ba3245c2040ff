// How the search page explains a hit: its place and score in each ranking and the fused score.
// Kept out of the JSX so the wording is tested and the same everywhere.
export type ExplainableHit = {
  fullTextRank: number | null;
  fullTextPosition: number | null;
  vectorSimilarity: number | null;
  vectorPosition: number | null;
  fusedScore: number;
};

export type HitExplanation = { fullText: string; vector: string | null; fused: string };

export function explainHit(hit: ExplainableHit, mode: "hybrid" | "fulltext"): HitExplanation {
  const fullText =
    hit.fullTextRank === null || hit.fullTextPosition === null
      ? "full text: no match"
      : `full text #${hit.fullTextPosition} (rank ${hit.fullTextRank.toFixed(3)})`;
  const vector =
    mode === "fulltext"
      ? null
      : hit.vectorSimilarity === null || hit.vectorPosition === null
        ? "vector: not among the nearest"
        : `vector #${hit.vectorPosition} (similarity ${hit.vectorSimilarity.toFixed(2)})`;
  return { fullText, vector, fused: `fused ${hit.fusedScore.toFixed(4)}` };
}

const FALLBACK_NOTES = {
  vector_extension_missing: "Full-text search only: this database has no pgvector extension, so there is no vector ranking.",
  embedder_failed: "Full-text search only: the embedder did not answer, so this search has no vector ranking.",
} as const;

export function searchModeNote(result: { mode: "hybrid" | "fulltext"; fallbackReason: keyof typeof FALLBACK_NOTES | null }): string | null {
  if (result.mode === "hybrid") return null;
  return FALLBACK_NOTES[result.fallbackReason ?? "vector_extension_missing"];
}

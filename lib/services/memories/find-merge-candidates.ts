import "server-only";
import { findSimilarMemories } from "@/lib/services/search/find-similar-memories";
import { SIMILARITY_FLOOR, wordOverlap } from "@/lib/inbox/memory-similarity";
import { findMatchRanges, type MatchRange } from "@/lib/search/match-ranges";

export type MergeCandidate = {
  id: string;
  body: string;
  // The rank-fusion score the candidates were found by (kept for API readers; not shown).
  score: number;
  via: "fulltext" | "vector" | "both";
  // What the inbox shows ("82% similar"): the cosine of the two texts' embeddings, or, without
  // vectors, the share of words they have in common (`measure` says which).
  similarity: number;
  measure: "cosine" | "words";
  // The memory's words that the proposal also uses, for <mark>.
  matches: MatchRange[];
};

// Active memories of the workspace that resemble a proposal, for the inbox's merge suggestions:
// found by vector similarity and full-text match (full text alone without pgvector), kept only
// at or above SIMILARITY_FLOOR, most similar first. None when nothing is close.
export async function findMergeCandidates(input: { workspaceId: string; text: string; k: number }): Promise<MergeCandidate[]> {
  const { mode, memories } = await findSimilarMemories({ workspaceId: input.workspaceId, text: input.text, k: Math.max(input.k, 10) });
  const candidates: MergeCandidate[] = memories.map((m) => ({
    id: m.memoryId,
    body: m.body,
    score: m.fusedScore,
    via: m.vectorSimilarity !== null && m.fullTextRank !== null ? "both" : m.vectorSimilarity !== null ? "vector" : "fulltext",
    // A full-text-only hit in hybrid mode lay below the vector floor: its cosine is not known, so it counts as 0.
    similarity: mode === "hybrid" ? (m.vectorSimilarity ?? 0) : wordOverlap(input.text, m.body),
    measure: mode === "hybrid" ? "cosine" : "words",
    matches: findMatchRanges(m.body, input.text),
  }));
  return candidates
    .filter((c) => c.similarity >= SIMILARITY_FLOOR)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, input.k);
}

import "server-only";
import { findSimilarMemories } from "@/lib/dal/search/find-similar-memories";

export type MergeCandidate = { id: string; body: string; score: number; via: "fulltext" | "vector" | "both" };

// Active memories of the workspace that resemble a proposal, for the inbox's merge suggestions:
// vector similarity and full-text match fused (full text alone without pgvector), with the score.
export async function findMergeCandidates(input: { workspaceId: string; text: string; k: number }): Promise<MergeCandidate[]> {
  const { memories } = await findSimilarMemories({ workspaceId: input.workspaceId, text: input.text, k: input.k });
  return memories.map((m) => ({
    id: m.memoryId,
    body: m.body,
    score: m.fusedScore,
    via: m.vectorSimilarity !== null && m.fullTextRank !== null ? "both" : m.vectorSimilarity !== null ? "vector" : "fulltext",
  }));
}

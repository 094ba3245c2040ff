import "server-only";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { getLexemeFrequencies } from "@/lib/dal/search/get-lexeme-frequencies";
import { rankByVector } from "@/lib/dal/search/rank-by-vector";
import { rankFullText } from "@/lib/dal/search/rank-full-text";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { listActiveMemoryBodies } from "@/lib/dal/memories/list-active-memory-bodies";
import type { Embedder } from "@/lib/embeddings/embedder";
import { anyWordQuery } from "@/lib/search/full-text-query";
import { fuseRankings } from "@/lib/search/fuse-rankings";

const CANDIDATES = 50;
// Below this cosine similarity a memory that shares no word with the text is not suggested: with
// the local embedder, unrelated texts score about 0 ± 0.1.
export const DEFAULT_MIN_SIMILARITY = 0.2;

export type SimilarMemory = {
  memoryId: string;
  body: string;
  vectorSimilarity: number | null;
  fullTextRank: number | null;
  fusedScore: number;
};

export type SimilarMemoriesResult = { mode: "hybrid" | "fulltext"; memories: SimilarMemory[] };

// Near-duplicate suggestions for a proposal (or any text): the workspace's active memories that
// share its words (full text, any word) or lie near it (vector), fused by reciprocal rank, each
// with its scores. Without the vector extension, or if the embedder fails, full text alone.
export async function findSimilarMemories(input: {
  workspaceId: string;
  text: string;
  k: number;
  excludeIds?: readonly string[];
  minSimilarity?: number;
  embedder?: Embedder;
}): Promise<SimilarMemoriesResult> {
  const { workspaceId, excludeIds } = input;
  const text = input.text.trim();
  const support = await getVectorSupport();
  let mode: SimilarMemoriesResult["mode"] = support.available ? "hybrid" : "fulltext";
  if (!text || input.k < 1) return { mode, memories: [] };
  const kinds = ["memory"] as const;
  const fullText = getLexemeFrequencies().then((lexemeFrequencies) =>
    rankFullText({ workspaceId, query: { text: anyWordQuery(text), match: "any" }, kinds, limit: CANDIDATES, lexemeFrequencies, excludeIds }),
  );
  const nearest = async () => {
    if (!support.available) return [];
    const embedded = await embedQuery(text, input.embedder);
    if (!embedded.ok) {
      mode = "fulltext";
      return [];
    }
    const rows = await rankByVector({ workspaceId, vector: embedded.vector, kinds, limit: CANDIDATES, support, excludeIds });
    const floor = input.minSimilarity ?? DEFAULT_MIN_SIMILARITY;
    return rows.filter((row) => 1 - row.distance >= floor);
  };
  const [textRanked, vectorRanked] = await Promise.all([fullText, nearest()]);
  const rankOf = new Map(textRanked.map((c) => [c.id, c.rank]));
  const similarityOf = new Map(vectorRanked.map((c) => [c.id, 1 - c.distance]));
  const fused = fuseRankings([textRanked.map((c) => c.id), vectorRanked.map((c) => c.id)]).slice(0, Math.floor(input.k));
  const bodyOf = await listActiveMemoryBodies({ workspaceId, ids: fused.map((f) => f.key) });
  const memories = fused.flatMap((f) => {
    const body = bodyOf.get(f.key);
    if (body === undefined) return [];
    return [{ memoryId: f.key, body, vectorSimilarity: similarityOf.get(f.key) ?? null, fullTextRank: rankOf.get(f.key) ?? null, fusedScore: f.score }];
  });
  return { mode, memories };
}

import { fuseRankings } from "@/lib/search/fuse-rankings";

export type Retriever = "hybrid" | "fulltext" | "vector";
export type Scored = { sessionId: string; fullText: number; vector: number | null; position: number };
export type Ranked<T> = T & { rank: number; score: number };

// Orders a haystack's sessions: by full-text rank, by vector similarity, or by reciprocal-rank
// fusion of both. Every session gets a rank (a reader can only receive what was ranked);
// sessions neither list matched keep their haystack order at the end.
export function rankScoredSessions<T extends Scored>(rows: T[], retriever: Retriever): Ranked<T>[] {
  const byFullText = rows.filter((r) => r.fullText > 0).sort((a, b) => b.fullText - a.fullText || a.position - b.position);
  const byVector = rows.filter((r) => r.vector !== null).sort((a, b) => b.vector! - a.vector! || a.position - b.position);
  const lists = retriever === "fulltext" ? [byFullText] : retriever === "vector" ? [byVector] : [byFullText, byVector];
  const fused = fuseRankings(lists.map((list) => list.map((r) => r.sessionId)));
  const scoreOf = new Map(fused.map((f) => [f.key, f.score]));
  const seen = new Set(fused.map((f) => f.key));
  const bySession = new Map(rows.map((r) => [r.sessionId, r]));
  const rest = rows.filter((r) => !seen.has(r.sessionId)).sort((a, b) => a.position - b.position);
  return [...fused.map((f) => bySession.get(f.key)!), ...rest].map((r, i) => ({ ...r, rank: i + 1, score: scoreOf.get(r.sessionId) ?? 0 }));
}

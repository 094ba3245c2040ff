import { fuseRankings } from "@/lib/search/fuse-rankings";

export type Retriever = "hybrid" | "fulltext" | "vector";
export type Scored = { fullText: number; vector: number | null; position: number };
export type Ranked<T> = T & { rank: number; score: number };

// Orders a haystack's items (sessions, fact sheets or memories, told apart by `keyOf`): by
// full-text rank, by vector similarity, or by reciprocal-rank fusion of both. Every item gets a
// rank (a reader can only receive what was ranked); items neither list matched keep their
// haystack order at the end.
export function rankScoredItems<T extends Scored>(rows: T[], retriever: Retriever, keyOf: (row: T) => string): Ranked<T>[] {
  const byFullText = rows.filter((r) => r.fullText > 0).sort((a, b) => b.fullText - a.fullText || a.position - b.position);
  const byVector = rows.filter((r) => r.vector !== null).sort((a, b) => b.vector! - a.vector! || a.position - b.position);
  const lists = retriever === "fulltext" ? [byFullText] : retriever === "vector" ? [byVector] : [byFullText, byVector];
  const fused = fuseRankings(lists.map((list) => list.map(keyOf)));
  const scoreOf = new Map(fused.map((f) => [f.key, f.score]));
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  const rest = rows.filter((r) => !scoreOf.has(keyOf(r))).sort((a, b) => a.position - b.position);
  return [...fused.map((f) => byKey.get(f.key)!), ...rest].map((r, i) => ({ ...r, rank: i + 1, score: scoreOf.get(keyOf(r)) ?? 0 }));
}

export function rankScoredSessions<T extends Scored & { sessionId: string }>(rows: T[], retriever: Retriever): Ranked<T>[] {
  return rankScoredItems(rows, retriever, (r) => r.sessionId);
}

import "server-only";
import { getDb } from "@/lib/db/prisma";

export type MergeCandidate = { id: string; body: string; score: number; via: "fulltext" | "vector" | "both" };

// Active memories of the workspace that resemble a text, by full-text match: any of its words
// (OR), ranked by ts_rank_cd. Used for the inbox's merge suggestions.
export async function findMergeCandidatesByText(input: { workspaceId: string; text: string; k: number }): Promise<MergeCandidate[]> {
  const words = input.text.toLowerCase().match(/[a-z0-9]{3,}/g)?.slice(0, 40) ?? [];
  if (words.length === 0) return [];
  const rows = await getDb().$queryRaw<{ id: string; body: string; score: number }[]>`
    WITH q AS (SELECT to_tsquery('english', ${words.join(" | ")}) AS tsq)
    SELECT m.id, m.body, ts_rank_cd(m."searchVector", q.tsq)::float8 AS score
      FROM "Memory" m, q
     WHERE m."workspaceId" = ${input.workspaceId} AND m.status = 'active' AND m."searchVector" @@ q.tsq
     ORDER BY score DESC, m.id
     LIMIT ${input.k}`;
  return rows.map((r) => ({ ...r, via: "fulltext" as const }));
}

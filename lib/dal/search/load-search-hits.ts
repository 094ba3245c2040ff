import "server-only";
import { searchHitsSql } from "@/lib/dal/search/search-hits-sql";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { HitOrigin, SearchKind } from "@/lib/search/search-hit-source";

// sessionDate and sessionTurnCount: the date of the session the row belongs to (a fact sheet's
// too) and an observation's session's number of turns, for the search box's ranking.
export type LoadedHit = HitOrigin & { text: string; sessionDate: string | null; sessionTurnCount: number | null };

// The text and provenance of the hits to show, read again under the same rules as the rankings
// (this workspace, active memories only), so a row that changed in between is dropped rather
// than shown.
export async function loadSearchHits(input: { workspaceId: string; ids: Record<SearchKind, string[]> }): Promise<LoadedHit[]> {
  const { workspaceId, ids } = input;
  if (ids.memory.length + ids.observation.length + ids.fact_sheet.length === 0) return [];
  const anyOf = (list: string[]) => (column: Prisma.Sql) => Prisma.sql`${column} = ANY(${list}::text[])`;
  return getDb().$queryRaw<LoadedHit[]>(
    searchHitsSql({ workspaceId, idIn: { memory: anyOf(ids.memory), observation: anyOf(ids.observation), fact_sheet: anyOf(ids.fact_sheet) } }),
  );
}

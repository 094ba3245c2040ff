import "server-only";
import { getDb } from "@/lib/db/prisma";
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
  return getDb().$queryRaw<LoadedHit[]>`
    SELECT 'memory'::text AS kind, m.id, m.body AS text, NULL::text AS "sessionId", NULL::text AS "sessionExternalId",
           NULL::int AS position, NULL::text AS role, NULL::text AS "observationSource", NULL::text AS extractor,
           NULL::text AS "sessionDate", NULL::int AS "sessionTurnCount"
      FROM "Memory" m
     WHERE m.id = ANY(${ids.memory}::text[]) AND m."workspaceId" = ${workspaceId} AND m.status = 'active'
    UNION ALL
    SELECT 'observation', o.id, o.content, o."sessionId", s."externalId", o.position, o.role, o.source, NULL, s."dateText", s."turnCount"
      FROM "Observation" o
      LEFT JOIN "Session" s ON s.id = o."sessionId" AND s."workspaceId" = ${workspaceId}
     WHERE o.id = ANY(${ids.observation}::text[]) AND o."workspaceId" = ${workspaceId}
    UNION ALL
    SELECT 'fact_sheet', f.id, f.text, f."sessionId", s."externalId", NULL, NULL, NULL, e.name || '@' || e.version, s."dateText", NULL
      FROM "FactSheet" f
      LEFT JOIN "Session" s ON s.id = f."sessionId" AND s."workspaceId" = ${workspaceId}
      LEFT JOIN "Extractor" e ON e.id = f."extractorId" AND e."workspaceId" = ${workspaceId}
     WHERE f.id = ANY(${ids.fact_sheet}::text[]) AND f."workspaceId" = ${workspaceId}`;
}

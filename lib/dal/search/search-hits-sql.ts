import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SearchKind } from "@/lib/search/search-hit-source";

// The rows a search shows, with their text and provenance, under the same rules as the rankings
// (this workspace, active memories only): one SELECT per kind over the ids each condition picks
// (`id = ANY(array)` for ids in hand, or `id IN (subquery)` inside a larger statement). Shared by
// loadSearchHits and rankSearchHitsByVector so both read a hit the same way.
export function searchHitsSql(input: { workspaceId: string; idIn: Record<SearchKind, (column: Prisma.Sql) => Prisma.Sql> }): Prisma.Sql {
  const { workspaceId, idIn } = input;
  return Prisma.sql`
    SELECT 'memory'::text AS kind, m.id, m.body AS text, NULL::text AS "sessionId", NULL::text AS "sessionExternalId",
           NULL::int AS position, NULL::text AS role, NULL::text AS "observationSource", NULL::text AS extractor,
           NULL::text AS "sessionDate", NULL::int AS "sessionTurnCount"
      FROM "Memory" m
     WHERE ${idIn.memory(Prisma.sql`m.id`)} AND m."workspaceId" = ${workspaceId} AND m.status = 'active'
    UNION ALL
    SELECT 'observation', o.id, o.content, o."sessionId", s."externalId", o.position, o.role, o.source, NULL, s."dateText", s."turnCount"
      FROM "Observation" o
      LEFT JOIN "Session" s ON s.id = o."sessionId" AND s."workspaceId" = ${workspaceId}
     WHERE ${idIn.observation(Prisma.sql`o.id`)} AND o."workspaceId" = ${workspaceId}
    UNION ALL
    SELECT 'fact_sheet', f.id, f.text, f."sessionId", s."externalId", NULL, NULL, NULL, e.name || '@' || e.version, s."dateText", NULL
      FROM "FactSheet" f
      LEFT JOIN "Session" s ON s.id = f."sessionId" AND s."workspaceId" = ${workspaceId}
      LEFT JOIN "Extractor" e ON e.id = f."extractorId" AND e."workspaceId" = ${workspaceId}
     WHERE ${idIn.fact_sheet(Prisma.sql`f.id`)} AND f."workspaceId" = ${workspaceId}`;
}

import "server-only";
import { getDb } from "@/lib/db/prisma";
import { referenceHref, referenceKey, titleFromBody, type ReferenceKind, type ReferenceNames } from "@/lib/audit/audit-references";

type Row = { kind: ReferenceKind; id: string; label: string; memoryId: string | null };

// The names of the records one audit page points at (memory and proposal text, a user's name or
// email, a run's or study's name), in ONE query whatever the number of events, each scoped to the
// workspace inside the query: an id from another workspace resolves to nothing.
export async function resolveAuditReferences(input: { workspaceId: string; ids: Record<ReferenceKind, string[]> }): Promise<ReferenceNames> {
  const { workspaceId, ids } = input;
  if (Object.values(ids).every((list) => list.length === 0)) return {};
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT 'memory' AS kind, m.id, left(m.body, 200) AS label, NULL AS "memoryId" FROM "Memory" m
      WHERE m."workspaceId" = ${workspaceId} AND m.id = ANY(${ids.memory}::text[])
    UNION ALL
    SELECT 'proposal', p.id, left(p.body, 200), p."memoryId" FROM "Proposal" p
      WHERE p."workspaceId" = ${workspaceId} AND p.id = ANY(${ids.proposal}::text[])
    UNION ALL
    SELECT 'user', u.id, coalesce(u.name, u.email), NULL FROM "User" u
      WHERE u.id = ANY(${ids.user}::text[])
        AND (EXISTS (SELECT 1 FROM "Membership" w WHERE w."userId" = u.id AND w."workspaceId" = ${workspaceId})
          OR EXISTS (SELECT 1 FROM "AuditEvent" e WHERE e."actorId" = u.id AND e."workspaceId" = ${workspaceId}))
    UNION ALL
    SELECT 'membership', w.id, coalesce(u.name, u.email), NULL FROM "Membership" w JOIN "User" u ON u.id = w."userId"
      WHERE w."workspaceId" = ${workspaceId} AND w.id = ANY(${ids.membership}::text[])
    UNION ALL
    SELECT 'run', r.id, r.name, NULL FROM "Run" r
      WHERE r."workspaceId" = ${workspaceId} AND r.id = ANY(${ids.run}::text[])
    UNION ALL
    SELECT 'study', s.id, s.name, NULL FROM "Study" s
      WHERE s."workspaceId" = ${workspaceId} AND s.id = ANY(${ids.study}::text[])
    UNION ALL
    SELECT 'api_token', t.id, t.name, NULL FROM "ApiToken" t
      WHERE t."workspaceId" = ${workspaceId} AND t.id = ANY(${ids.api_token}::text[])
    UNION ALL
    SELECT 'extractor', x.id, x.name || ' ' || x.version, NULL FROM "Extractor" x
      WHERE x."workspaceId" = ${workspaceId} AND x.id = ANY(${ids.extractor}::text[])
    UNION ALL
    SELECT 'job', j.id, j.kind, NULL FROM "JobRun" j
      WHERE j."workspaceId" = ${workspaceId} AND j.id = ANY(${ids.job}::text[])`;
  const names: ReferenceNames = {};
  for (const row of rows) {
    const label = row.kind === "memory" || row.kind === "proposal" ? titleFromBody(row.label) : row.label;
    names[referenceKey(row.kind, row.id)] = { label, href: referenceHref(row.kind, row.id, row.memoryId) };
  }
  return names;
}

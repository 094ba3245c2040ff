// What the database holds after a load run, for checkDecisions: the decided proposals of the
// load workspace, the audit events naming them, and its memories with their revisions and the
// proposals they came from.
import pg from "pg";
import type { StoredAudit, StoredDecision, StoredMemory } from "@/scripts/bench/load/check-decisions";

async function countDecided(client: pg.Client, workspaceId: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "Proposal" WHERE "workspaceId" = $1 AND status <> 'pending'`, [workspaceId]);
  return Number(rows[0]!.n);
}

// Requests the clients gave up on may still be committing: wait until the count of decided
// proposals stops changing (three equal reads 500 ms apart), at most maxMs.
export async function waitForSettledDecisions(client: pg.Client, workspaceId: string, maxMs = 60_000): Promise<number> {
  const deadline = Date.now() + maxMs;
  let last = await countDecided(client, workspaceId);
  let same = 0;
  while (same < 3 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await countDecided(client, workspaceId);
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

export async function readDecisions(
  client: pg.Client,
  workspaceId: string,
): Promise<{ decided: StoredDecision[]; audits: StoredAudit[]; memories: StoredMemory[] }> {
  const decided = await client.query<StoredDecision>(
    `SELECT id, status::text AS status, "memoryId" FROM "Proposal" WHERE "workspaceId" = $1 AND status <> 'pending'`,
    [workspaceId],
  );
  const audits = await client.query<StoredAudit>(
    `SELECT "targetId" AS "proposalId", array_agg(action ORDER BY "createdAt") AS actions
     FROM "AuditEvent" WHERE "workspaceId" = $1 AND "targetType" = 'proposal' GROUP BY "targetId"`,
    [workspaceId],
  );
  const memories = await client.query<{ id: string; revisions: string; fromProposals: string }>(
    `SELECT m.id,
       (SELECT count(*) FROM "MemoryRevision" r WHERE r."memoryId" = m.id) AS revisions,
       (SELECT count(*) FROM "Proposal" p WHERE p."memoryId" = m.id) AS "fromProposals"
     FROM "Memory" m WHERE m."workspaceId" = $1`,
    [workspaceId],
  );
  return {
    decided: decided.rows,
    audits: audits.rows,
    memories: memories.rows.map((m) => ({ id: m.id, revisions: Number(m.revisions), fromProposals: Number(m.fromProposals) })),
  };
}

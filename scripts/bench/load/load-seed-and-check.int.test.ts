import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as accept } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as reject } from "@/app/api/v1/proposals/[id]/reject/route";
import { GET as search } from "@/app/api/v1/search/route";
import { checkDecisions } from "@/scripts/bench/load/check-decisions";
import { createDecisionLedger } from "@/scripts/bench/load/decision-ledger";
import { decisionRequest, planDecisions } from "@/scripts/bench/load/decision-plan";
import { callApi } from "@/testing/api-client";
import { readDecisions, waitForSettledDecisions } from "@/scripts/bench/load/read-decisions";
import { seedLoadWorkspace } from "@/scripts/bench/load/seed-load-workspace";

// The load benchmark's own parts on a real database: its direct-SQL seed must produce proposals
// and tokens the real API routes accept, and its exactly-once check must read the stored
// decisions correctly (and notice a doubled audit event or revision).

async function seedAndDecide() {
  const databaseUrl = process.env.DATABASE_URL!;
  const ws = await seedLoadWorkspace({ databaseUrl, owners: 3, searchers: 2, observations: 40, proposals: 12, log: () => {} });
  // Proposals 4, 8 and 12 are raced (owner accepts, admin rejects, or the other way round).
  const items = planDecisions({ proposals: ws.proposals, adminToken: ws.adminToken, raceEvery: 4, rejectEvery: 3 });
  const ledger = createDecisionLedger();
  // All at once, as the load test's connections send them.
  await Promise.all(
    items.map(async (item) => {
      const ticket = ledger.send(item);
      const { path, body } = decisionRequest(item);
      const res = await callApi(item.kind === "accept" ? accept : reject, { path, token: item.token, json: JSON.parse(body), params: { id: item.proposalId } });
      ledger.answer(ticket, res.status);
    }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { ws, ledger: ledger.summary(), client };
}

describe("load benchmark seed and exactly-once check", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("seeds proposals that their owners' and the admin's tokens decide, each raced one exactly once", async () => {
    vi.stubEnv("LORE_API_RATE_LIMIT", "off");
    const { ws, ledger, client } = await seedAndDecide();
    try {
      expect(ledger).toMatchObject({
        sent: 15,
        answered: 15,
        ok: 12,
        raced409: 3,
        unexpected409: 0,
        otherNon2xx: {},
        okTwice: [],
        races: { answered: 3, oneWinner: 3 },
      });
      expect(await waitForSettledDecisions(client, ws.workspaceId, 5_000)).toBe(12);
      const stored = await readDecisions(client, ws.workspaceId);
      const check = checkDecisions({ ledger, ...stored });
      expect(check.problems).toEqual([]);
      expect(check).toMatchObject({ decidedInDb: 12, ok2xx: 12, decidedWithoutAnswer: 0, exactlyOnce: true });
      expect(check.accepted + check.rejected).toBe(12);
      expect(stored.memories).toHaveLength(check.accepted);
    } finally {
      await client.end();
    }
  });

  it("notices a second audit event for a decision and a second revision of an accepted proposal's memory", async () => {
    vi.stubEnv("LORE_API_RATE_LIMIT", "off");
    const { ws, ledger, client } = await seedAndDecide();
    try {
      const stored = await readDecisions(client, ws.workspaceId);
      const accepted = stored.decided.find((d) => d.status === "accepted")!;
      await client.query(
        `INSERT INTO "AuditEvent" (id, "workspaceId", action, "targetType", "targetId") VALUES ($1, $2, 'proposal.accepted', 'proposal', $3)`,
        [`dup-${accepted.id}`, ws.workspaceId, accepted.id],
      );
      const author = await client.query<{ id: string }>(`SELECT "authorId" AS id FROM "MemoryRevision" WHERE "memoryId" = $1`, [accepted.memoryId]);
      await client.query(`INSERT INTO "MemoryRevision" (id, "memoryId", number, body, "authorId") VALUES ($1, $2, 2, 'edited twice', $3)`, [
        `dup-${accepted.memoryId}`,
        accepted.memoryId,
        author.rows[0]!.id,
      ]);
      const check = checkDecisions({ ledger, ...(await readDecisions(client, ws.workspaceId)) });
      expect(check.exactlyOnce).toBe(false);
      expect(check.problems).toEqual([
        `1 decided proposals without exactly one audit event: ${accepted.id}`,
        `1 accepted proposals whose memory has not exactly one revision: ${accepted.id}`,
      ]);
    } finally {
      await client.end();
    }
  });

  it("gives searchers read-only tokens that find the seeded observations", async () => {
    const ws = await seedLoadWorkspace({ databaseUrl: process.env.DATABASE_URL!, owners: 1, searchers: 1, observations: 20, proposals: 1, log: () => {} });
    const word = ws.sampleTexts[0]!.toLowerCase().match(/[a-z]{6,}/)![0];
    const found = await callApi(search, { path: `/api/v1/search?workspace=${ws.workspaceId}&q=${word}&k=5`, token: ws.searchTokens[0]! });
    expect(found.status).toBe(200);
    expect(found.json.hits.length).toBeGreaterThan(0);
    const refused = await callApi(accept, {
      path: `/api/v1/proposals/${ws.proposals[0]!.id}/accept`,
      token: ws.searchTokens[0]!,
      json: {},
      params: { id: ws.proposals[0]!.id },
    });
    expect(refused.status).toBe(403);
  });
});

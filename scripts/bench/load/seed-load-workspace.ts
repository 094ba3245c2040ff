// The load test's data, written straight into a fresh database before the app starts: one
// workspace with owners (members who review their own proposals), an admin (who may decide any
// proposal, and is the rival in deliberate races), searchers (viewers) and an agent that
// proposed; a few thousand observations (synthetic conversation turns, embedded where pgvector
// exists) and N pending proposals, each citing one observation. Users, observations and
// proposals go in with plain SQL (generate_series for the proposals: ~seconds for 100k);
// workspace and tokens through the DAL, so tokens are hashed and checked against roles exactly
// as `lore tokens create` does.
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { embedPending } from "@/lib/services/search/embed-pending";
import { createApiToken } from "@/lib/dal/tokens/create-api-token";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { generateFillerSession } from "@/lib/longmemeval/synthetic/generate-filler-session";
import type { PlanProposal } from "@/scripts/bench/load/decision-plan";

export type LoadWorkspace = {
  workspaceId: string;
  adminToken: string;
  searchTokens: string[];
  proposals: PlanProposal[];
  observations: number;
  vectors: boolean;
  sampleTexts: string[];
};

const ROWS_PER_STATEMENT = 500;

async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][], casts: Record<string, string> = {}) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const params: unknown[] = [];
    const tuples = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map((row) => `(${row.map((value, c) => `$${params.push(value)}${casts[columns[c]!] ?? ""}`).join(", ")})`);
    await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`, params);
  }
}

async function insertUsers(client: pg.Client, role: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await insertRows(
    client,
    "User",
    ["id", "email", "name"],
    ids.map((id, i) => [id, `load-${role}-${i + 1}-${id.slice(0, 8)}@lore.local`, `Load ${role} ${i + 1}`]),
  );
  return ids;
}

async function insertObservations(client: pg.Client, workspaceId: string, count: number): Promise<string[]> {
  const sample: string[] = [];
  let stored = 0;
  for (let pool = 0; stored < count; pool++) {
    const session = generateFillerSession(8, pool);
    const sessionId = randomUUID();
    const turns = session.turns.slice(0, count - stored);
    await insertRows(
      client,
      "Session",
      ["id", "workspaceId", "externalId", "contentHash", "turnCount"],
      [[sessionId, workspaceId, session.id, createHash("sha256").update(`${workspaceId}:${pool}`).digest("hex"), turns.length]],
    );
    await insertRows(
      client,
      "Observation",
      ["id", "workspaceId", "sessionId", "kind", "position", "role", "content", "contentHash"],
      turns.map((turn, position) => [
        randomUUID(),
        workspaceId,
        sessionId,
        "message",
        position,
        turn.role,
        turn.content,
        createHash("sha256").update(turn.content).digest("hex"),
      ]),
      { kind: '::"ObservationKind"' },
    );
    for (const turn of turns) if (sample.length < 500) sample.push(turn.content);
    stored += turns.length;
  }
  return sample;
}

export async function seedLoadWorkspace(input: {
  databaseUrl: string;
  owners: number;
  searchers: number;
  observations: number;
  proposals: number;
  log: (line: string) => void;
}): Promise<LoadWorkspace> {
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  try {
    const [adminId] = await insertUsers(client, "admin", 1);
    const [agentId] = await insertUsers(client, "agent", 1);
    const ownerIds = await insertUsers(client, "owner", input.owners);
    const searcherIds = await insertUsers(client, "searcher", input.searchers);
    const workspace = await createWorkspace({ name: `Load test ${randomUUID().slice(0, 8)}`, adminUserId: adminId! });
    const members = [
      ...[agentId!, ...ownerIds].map((userId) => [randomUUID(), workspace.id, userId, "member"]),
      ...searcherIds.map((userId) => [randomUUID(), workspace.id, userId, "viewer"]),
    ];
    await insertRows(client, "Membership", ["id", "workspaceId", "userId", "role"], members, { role: '::"Role"' });

    const token = async (userId: string, name: string, scopes: "review" | "read") =>
      (await createApiToken({ workspaceId: workspace.id, userId, name, scopes: scopes === "review" ? ["proposals:review"] : [], actorId: adminId! })).token;
    const adminToken = await token(adminId!, "load admin", "review");
    const ownerTokens = await Promise.all(ownerIds.map((id, i) => token(id, `load owner ${i + 1}`, "review")));
    const searchTokens = await Promise.all(searcherIds.map((id, i) => token(id, `load searcher ${i + 1}`, "read")));

    let started = performance.now();
    const sampleTexts = await insertObservations(client, workspace.id, input.observations);
    const embedded = await embedPending({ workspaceId: workspace.id, kind: "observation" });
    input.log(
      `${input.observations} observations stored${embedded.vectorSupport ? " and embedded" : " (no pgvector: full text only)"} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // Proposal i belongs to owner i mod owners, so consecutive proposals have different owners,
    // and cites observation i mod observations.
    started = performance.now();
    // A prefix per seed, so that two seeds in one database (the tests) never collide.
    const prefix = `load-${randomUUID().slice(0, 8)}-`;
    const ids = Array.from({ length: input.proposals }, (_, i) => `${prefix}${String(i).padStart(7, "0")}`);
    await client.query(
      `WITH obs AS (SELECT id, content, (row_number() OVER (ORDER BY id)) - 1 AS n FROM "Observation" WHERE "workspaceId" = $1)
       INSERT INTO "Proposal" (id, "workspaceId", "proposerId", "ownerId", body)
       SELECT $7 || lpad(i::text, 7, '0'), $1, $2, ($3::text[])[1 + i % $4], 'Remember: ' || left(obs.content, 240)
       FROM generate_series(0, $5::int - 1) AS i JOIN obs ON obs.n = i % $6`,
      [workspace.id, agentId, ownerIds, ownerIds.length, input.proposals, input.observations, prefix],
    );
    await client.query(
      `WITH obs AS (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS n FROM "Observation" WHERE "workspaceId" = $1)
       INSERT INTO "ProposalCitation" ("proposalId", "observationId")
       SELECT $4 || lpad(i::text, 7, '0'), obs.id FROM generate_series(0, $2::int - 1) AS i JOIN obs ON obs.n = i % $3`,
      [workspace.id, input.proposals, input.observations, prefix],
    );
    await client.query("ANALYZE");
    input.log(`${input.proposals} pending proposals for ${input.owners} owners stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    return {
      workspaceId: workspace.id,
      adminToken,
      searchTokens,
      proposals: ids.map((id, i) => ({ id, ownerToken: ownerTokens[i % ownerTokens.length]! })),
      observations: input.observations,
      vectors: embedded.vectorSupport,
      sampleTexts,
    };
  } finally {
    await client.end();
  }
}

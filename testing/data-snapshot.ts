import { getDb } from "@/lib/db/prisma";

// The rows a test owns: its workspaces, its users (and their emails). Integration test files
// share one database and run in parallel, so a snapshot covers only these rows, never the
// whole table.
export type SnapshotScope = { workspaceIds: string[]; userIds: string[]; emails: string[] };

const inWorkspace = `t."workspaceId" = ANY($1::text[])`;
const ofTable = (table: string, column = "id") => `(SELECT "${column}" FROM "${table}" WHERE "workspaceId" = ANY($1::text[]))`;
const questionsInScope = `(SELECT q."id" FROM "Question" q JOIN "Benchmark" b ON b."id" = q."benchmarkId" WHERE b."workspaceId" = ANY($1::text[]))`;

// Every table of prisma/schema.prisma (a guard test keeps this list complete) plus pg-boss's job
// table, each with the condition that picks the scope's rows. ApiToken.lastUsedAt is its own
// entry: a valid token records its use even when the call is then refused (403), and a test can
// then expect exactly that change and no other.
export const SNAPSHOT_TABLES: Record<string, { where: string; from?: string; row?: string; omit?: string[] }> = {
  Workspace: { where: `t."id" = ANY($1::text[])` },
  User: { where: `t."id" = ANY($2::text[])` },
  Membership: { where: inWorkspace },
  Account: { where: `t."userId" = ANY($2::text[])` },
  AuthSession: { where: `t."userId" = ANY($2::text[])` },
  VerificationToken: { where: `t."identifier" = ANY($3::text[])` },
  ApiToken: { where: inWorkspace, omit: ["lastUsedAt"] },
  "ApiToken.lastUsedAt": {
    from: "ApiToken",
    where: `${inWorkspace} AND t."lastUsedAt" IS NOT NULL`,
    row: `jsonb_build_object('id', t."id", 'lastUsedAt', t."lastUsedAt")`,
  },
  Session: { where: inWorkspace },
  Observation: { where: inWorkspace },
  Memory: { where: inWorkspace },
  MemoryRevision: { where: `t."memoryId" IN ${ofTable("Memory")}` },
  MemorySource: { where: `t."memoryId" IN ${ofTable("Memory")}` },
  Proposal: { where: inWorkspace },
  ProposalCitation: { where: `t."proposalId" IN ${ofTable("Proposal")}` },
  Extractor: { where: inWorkspace },
  FactSheet: { where: inWorkspace },
  FactSheetViewAnalysis: { where: inWorkspace },
  Benchmark: { where: inWorkspace },
  Question: { where: `t."benchmarkId" IN ${ofTable("Benchmark")}` },
  HaystackSession: { where: `t."questionId" IN ${questionsInScope}` },
  EvidenceTurn: { where: `t."questionId" IN ${questionsInScope}` },
  Run: { where: inWorkspace },
  RunResult: { where: `t."runId" IN ${ofTable("Run")}` },
  RunSummary: { where: `t."runId" IN ${ofTable("Run")}` },
  VerdictLabel: { where: `t."runId" IN ${ofTable("Run")}` },
  AuditEvent: { where: `(t."workspaceId" = ANY($1::text[]) OR t."actorId" = ANY($2::text[]))` },
  JobRun: { where: inWorkspace },
  Upload: { where: inWorkspace },
  UploadChunk: { where: `t."uploadId" IN ${ofTable("Upload")}` },
  Study: { where: inWorkspace },
  StudyStep: { where: `t."studyId" IN ${ofTable("Study")}` },
  "pgboss.job": { where: `t."data"->>'jobRunId' IN ${ofTable("JobRun")}` },
  // Rate-limit buckets count requests, allowed or refused, and hold no record of anyone's data;
  // they are keyed by token, account or address, not by workspace. Their own tests cover them
  // (lib/api/shared-rate-limiter.int.test.ts), so a snapshot leaves them out.
  RateLimitBucket: { where: "false" },
};

export type TableState = { rows: number; hash: string };
export type DataSnapshot = Record<string, TableState>;

const quoted = (table: string) =>
  table
    .split(".")
    .map((part) => `"${part}"`)
    .join(".");

// Row count and an md5 over the sorted JSON of every row in scope, per table, in one query.
export async function snapshotData(scope: SnapshotScope): Promise<DataSnapshot> {
  const parts = Object.entries(SNAPSHOT_TABLES).map(([table, { where, from = table, row: rowExpr, omit = [] }]) => {
    const row = rowExpr ?? omit.reduce((expr, column) => `(${expr} - '${column}')`, "to_jsonb(t)");
    return `SELECT '${table}' AS "table", count(*)::int AS "rows", coalesce(md5(string_agg((${row})::text, E'\\n' ORDER BY (${row})::text)), '') AS "hash" FROM ${quoted(from)} t WHERE ${where}`;
  });
  const rows = await getDb().$queryRawUnsafe<{ table: string; rows: number; hash: string }[]>(
    parts.join("\nUNION ALL\n"),
    scope.workspaceIds,
    scope.userIds,
    scope.emails,
  );
  return Object.fromEntries(rows.map((r) => [r.table, { rows: r.rows, hash: r.hash }]));
}

// The tables whose rows in scope differ between two snapshots.
export function changedTables(before: DataSnapshot, after: DataSnapshot): string[] {
  return Object.keys(SNAPSHOT_TABLES).filter((t) => before[t]?.rows !== after[t]?.rows || before[t]?.hash !== after[t]?.hash);
}

// Inbox first page with 10,000 pending proposals for one owner: the server work of the inbox page
// (listPendingProposals, the page's only database read), median and p95 of 30 after warm-up.
//
//   node --conditions=react-server --import tsx scripts/bench/inbox-first-page.ts [--proposals N]
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { listPendingProposals } from "@/lib/dal/proposals/list-pending-proposals";
import { getDb } from "@/lib/db/prisma";
import { inboxFiltersSchema } from "@/lib/schemas/inbox";
import { machine, percentile, withBenchDatabase } from "./bench-database";

const { values } = parseArgs({ options: { proposals: { type: "string", default: "10000" } } });
const total = Number(values.proposals);

await withBenchDatabase(async () => {
  const db = getDb();
  const workspace = await db.workspace.create({ data: { name: "Bench", slug: "bench" } });
  const owner = await db.user.create({ data: { email: "owner@bench.lore" } });
  const agent = await db.user.create({ data: { email: "agent@bench.lore" } });
  await db.membership.createMany({
    data: [
      { workspaceId: workspace.id, userId: owner.id, role: "admin" },
      { workspaceId: workspace.id, userId: agent.id, role: "member" },
    ],
  });
  const session = await db.session.create({ data: { workspaceId: workspace.id, externalId: "s", contentHash: "h", turnCount: 1 } });
  const observation = await db.observation.create({
    data: { workspaceId: workspace.id, sessionId: session.id, kind: "message", position: 0, role: "user", content: "I moved to Porto.", contentHash: "c" },
  });
  const start = Date.now() - total * 60_000;
  for (let i = 0; i < total; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, total - i) }, (_, j) => ({
      id: randomUUID(),
      workspaceId: workspace.id,
      proposerId: agent.id,
      ownerId: owner.id,
      body: `Proposal ${i + j}: the user mentioned detail number ${i + j}.`,
      createdAt: new Date(start + (i + j) * 60_000),
    }));
    await db.proposal.createMany({ data: rows });
    await db.proposalCitation.createMany({ data: rows.map((r) => ({ proposalId: r.id, observationId: observation.id })) });
  }
  const filters = inboxFiltersSchema.parse({});
  const run = () => listPendingProposals({ ownerId: owner.id, workspaceIds: [workspace.id], filters });
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    const page = await run();
    times.push(performance.now() - t);
    if (page.total !== total || page.items.length !== 50) throw new Error(`unexpected page: ${page.total} / ${page.items.length}`);
  }
  times.sort((a, b) => a - b);
  const result = {
    benchmark: "inbox-first-page",
    command: `node --conditions=react-server --import tsx scripts/bench/inbox-first-page.ts --proposals ${total}`,
    machine: machine(),
    date: new Date().toISOString(),
    pendingProposals: total,
    medianMs: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
    targetMs: 200,
  };
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/inbox-first-page.json", JSON.stringify(result, null, 2));
  console.log(
    `| measurement | pending proposals | median (ms) | p95 (ms) | target |\n| --- | --- | --- | --- | --- |\n| inbox first page (server) | ${total} | ${result.medianMs} | ${result.p95Ms} | < 200 ms |`,
  );
});

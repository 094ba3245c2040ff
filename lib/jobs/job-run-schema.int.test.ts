import { describe, expect, it } from "vitest";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { getDb } from "@/lib/db/prisma";
import { QUEUES } from "@/lib/jobs/job-queue";
import { createTestUser, createTestWorkspace } from "@/testing/factories";

// schema.prisma's JobRun and the jobs migration agree, and the migration installed the queue.
describe("the jobs migration", () => {
  it("writes and reads a JobRun with every column through the generated client", async () => {
    const db = getDb();
    const workspace = await createTestWorkspace();
    const user = await createTestUser();
    const created = await db.jobRun.create({
      data: { workspaceId: workspace.id, kind: "extract", payload: { a: 1 }, total: 10, createdById: user.id },
    });
    expect(created).toMatchObject({ status: "queued", progress: 0, total: 10, result: null, error: null, startedAt: null, finishedAt: null });
    const updated = await db.jobRun.update({
      where: { id: created.id },
      data: { status: "completed", progress: 10, result: { extracted: 10 }, error: "none", startedAt: new Date(), finishedAt: new Date() },
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await db.jobRun.findMany({ where: { workspaceId: workspace.id } })).toHaveLength(1);
  });

  it("installed pg-boss's schema at the version Lore's pg-boss expects", async () => {
    const [row] = await getDb().$queryRaw<{ version: number }[]>`SELECT version FROM pgboss.version`;
    expect(row?.version).toBe(24);
  });

  it("queues a job in the same transaction as its JobRun, with an audit event", async () => {
    const db = getDb();
    const workspace = await createTestWorkspace();
    const run = await enqueueJobRun({ workspaceId: workspace.id, kind: "extract", queue: QUEUES.extract, payload: { benchmarkId: null }, createdById: null });
    const queued = await db.$queryRaw<{ name: string; state: string }[]>`SELECT name, state::text FROM pgboss.job WHERE data->>'jobRunId' = ${run.id}`;
    expect(queued).toEqual([{ name: QUEUES.extract, state: "created" }]);
    expect(await db.auditEvent.count({ where: { workspaceId: workspace.id, action: "job.enqueued", targetId: run.id } })).toBe(1);
  });
});

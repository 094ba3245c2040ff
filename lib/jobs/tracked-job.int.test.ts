import { describe, expect, it } from "vitest";
import { cancelJobRun } from "@/lib/dal/jobs/cancel-job-run";
import { listJobRuns } from "@/lib/dal/jobs/list-job-runs";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { appErrorFailure, RETRIED_ATTEMPT } from "@/lib/jobs/job-failure";
import { GENERIC_JOB_ERROR } from "@/lib/jobs/safe-job-error";
import { runTrackedJob, type JobContext } from "@/lib/jobs/tracked-job";
import { createTestWorkspace } from "@/testing/factories";
import { z } from "@/lib/zod";

const schema = z.object({ n: z.number() });

async function jobWith(payload: unknown = { n: 3 }, status: "queued" | "running" | "completed" = "queued") {
  const workspace = await createTestWorkspace();
  const run = await getDb().jobRun.create({ data: { workspaceId: workspace.id, kind: "import-run", status, payload: payload as object } });
  const lines: string[] = [];
  const ctx: JobContext = {
    data: { jobRunId: run.id },
    queueJobId: "q-1",
    signal: new AbortController().signal,
    worker: "w-1",
    log: (l) => lines.push(l),
    heartbeatMs: 50,
  };
  return { workspaceId: workspace.id, id: run.id, ctx, lines };
}

const rowOf = (id: string) => getDb().jobRun.findUniqueOrThrow({ where: { id } });

describe("runTrackedJob, the one bookkeeping path of every job", () => {
  it("marks the job running, hands the body its payload, writes progress and completes with the result", async () => {
    const { id, ctx } = await jobWith();
    const outcome = await runTrackedJob(ctx, { schema }, async ({ payload, progress }) => {
      expect((await rowOf(id)).status).toBe("running");
      await progress(payload.n, payload.n, true);
      return { status: "completed", result: { made: payload.n } };
    });
    expect(outcome).toMatchObject({ end: { status: "completed" }, ended: true });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "completed", progress: 3, total: 3, error: null, errorCode: null });
    expect(row.result).toMatchObject({ made: 3 });
    expect(row.startedAt).not.toBeNull();
  });

  it("does not run a job that already ended", async () => {
    const { ctx } = await jobWith({ n: 1 }, "completed");
    let ran = false;
    expect(
      await runTrackedJob(ctx, { schema }, async () => {
        ran = true;
        return { status: "left" };
      }),
    ).toBeNull();
    expect(ran).toBe(false);
  });

  it("stores an expected failure as a code and a message without the server's paths", async () => {
    const { id, ctx, lines } = await jobWith();
    const outcome = await runTrackedJob(ctx, { schema, failOn: appErrorFailure }, async () => {
      throw new AppError("NOT_FOUND", "no run /srv/lore/.lore/uploads/ws/1700000000000-secret.json in this workspace");
    });
    expect(outcome?.end).toMatchObject({ status: "failed", code: "NOT_FOUND" });
    expect(outcome?.error).toBeInstanceOf(AppError);
    expect(await rowOf(id)).toMatchObject({ status: "failed", errorCode: "NOT_FOUND", error: "no run 1700000000000-secret.json in this workspace" });
    expect(lines.join("\n")).toContain("/srv/lore/.lore/uploads/ws/");
  });

  it("logs an unexpected error whole, notes only a generic sentence and code, and rethrows it for the retry", async () => {
    const { id, ctx, lines, workspaceId } = await jobWith();
    const raw = new Error("Invalid `prisma.factSheet.create()` invocation in /app/lib/dal/extraction/write.ts:12:3");
    await expect(runTrackedJob(ctx, { schema, failOn: appErrorFailure }, () => Promise.reject(raw))).rejects.toBe(raw);
    expect(await rowOf(id)).toMatchObject({ status: "running", error: RETRIED_ATTEMPT.message, errorCode: RETRIED_ATTEMPT.code });
    expect(lines.join("\n")).toContain("prisma.factSheet.create()");
    const [shown] = await listJobRuns({ workspaceId });
    expect(shown!.error).toBe(RETRIED_ATTEMPT.message);
  });

  it("tells the body when the job is cancelled and then never completes it", async () => {
    const { id, ctx, workspaceId } = await jobWith();
    const outcome = await runTrackedJob(ctx, { schema }, async ({ cancelled }) => {
      await cancelJobRun({ workspaceId, id, actorId: null });
      const started = Date.now();
      while (!cancelled()) {
        if (Date.now() - started > 5_000) throw new Error("cancellation never seen");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { status: "completed", result: { late: true } };
    });
    expect(outcome).toMatchObject({ ended: false });
    const row = await rowOf(id);
    expect(row.status).toBe("cancelled");
    expect(row.result).not.toMatchObject({ late: true });
  });

  it("says to stop when the job is cancelled or its worker stops, and always writes a loop's last progress", async () => {
    const { id, ctx, workspaceId } = await jobWith();
    const outcome = await runTrackedJob(ctx, { schema }, async ({ shouldStop, reportProgress }) => {
      expect(shouldStop()).toBe(false);
      reportProgress(1, 3);
      // Within 500 ms of the last write: only the last unit's progress is written at once.
      reportProgress(2, 3);
      reportProgress(3, 3);
      const started = Date.now();
      while ((await rowOf(id)).progress !== 3) {
        if (Date.now() - started > 5_000) throw new Error("the last progress was never written");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await rowOf(id)).toMatchObject({ progress: 3, total: 3 });
      await cancelJobRun({ workspaceId, id, actorId: null });
      while (!shouldStop()) {
        if (Date.now() - started > 5_000) throw new Error("cancellation never seen");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { status: "left" };
    });
    expect(outcome).toMatchObject({ ended: false });
    expect((await rowOf(id)).status).toBe("cancelled");

    const stopping = new AbortController();
    const next = await jobWith();
    await runTrackedJob({ ...next.ctx, signal: stopping.signal }, { schema, heartbeat: false }, async ({ shouldStop }) => {
      stopping.abort();
      expect(shouldStop()).toBe(true);
      return { status: "left" };
    });
  });

  it("refuses a payload that does not match the job's schema before marking it running", async () => {
    const { id, ctx } = await jobWith({ n: "three" });
    await expect(runTrackedJob(ctx, { schema }, async () => ({ status: "completed" }))).rejects.toThrow();
    expect((await rowOf(id)).status).toBe("queued");
  });

  it("shows an older row's raw exception text on the jobs list as the generic sentence", async () => {
    const workspace = await createTestWorkspace();
    await getDb().jobRun.create({
      data: {
        workspaceId: workspace.id,
        kind: "extract",
        status: "failed",
        error: "a chunk failed and will be retried: boom\n    at x (/app/lib/dal/y.ts:1:1)",
      },
    });
    const [shown] = await listJobRuns({ workspaceId: workspace.id });
    expect(shown!.error).toBe(GENERIC_JOB_ERROR);
  });
});

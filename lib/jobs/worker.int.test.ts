import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancelJobRun } from "@/lib/dal/jobs/cancel-job-run";
import { enqueueJobRun, prismaExecutor } from "@/lib/dal/jobs/enqueue-job-run";
import { getDb } from "@/lib/db/prisma";
import { queueFor, QUEUES } from "@/lib/jobs/job-queue";
import { startJobWorker, type JobWorker } from "@/lib/jobs/worker";
import { createExtractionFixture, sheetsFor } from "@/testing/extraction-factories";
import { createTestWorkspace } from "@/testing/factories";
import { startOpenAiChatDouble, userMessage, type ChatDouble } from "@/testing/openai-chat-double";
import { spawnTsScript, waitForLine } from "@/testing/spawn-ts-script";

let double: ChatDouble;
let delayMs = 0;
const workers: JobWorker[] = [];
const children: ReturnType<typeof spawnTsScript>[] = [];

const WORKER_ENV = {
  LORE_WORKER_POLL_SECONDS: "0.5",
  LORE_JOB_HEARTBEAT_MS: "300",
  LORE_JOB_STALE_MS: "2000",
  LORE_LLM_MODEL: "double-1",
  LORE_LLM_CONCURRENCY: "2",
  LORE_LLM_BACKOFF_MS: "10",
  LORE_LLM_TIMEOUT_MS: "5000",
  LORE_EXTRACT_CHUNK_SIZE: "6",
};

beforeAll(async () => {
  double = await startOpenAiChatDouble((request) => ({ kind: "answer", text: `- fact of ${/Session (\S+)/.exec(userMessage(request.body))?.[1]}`, delayMs }));
  Object.assign(process.env, WORKER_ENV, { LORE_LLM_BASE_URL: double.baseUrl });
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(() => double.close());

async function startWorker() {
  const worker = await startJobWorker({ connectionString: process.env.DATABASE_URL!, log: () => {} });
  workers.push(worker);
  return worker;
}

async function startWorkerProcess() {
  const child = spawnTsScript("testing/run-worker-script.ts", [], { ...WORKER_ENV, LORE_LLM_BASE_URL: double.baseUrl });
  children.push(child);
  let id = "";
  child.stdout.on("data", (c: Buffer) => (id ||= /worker ready (\S+)/.exec(c.toString())?.[1] ?? ""));
  await waitForLine(child, "worker ready");
  return { child, id: () => id };
}

const enqueueExtract = (fixture: { workspaceId: string; benchmark: { id: string } }, spec: string, provider: "offline" | "openai") => {
  const [name, version] = spec.split("@") as [string, string];
  return enqueueJobRun({
    workspaceId: fixture.workspaceId,
    kind: "extract",
    queue: QUEUES.extract,
    payload: { benchmarkId: fixture.benchmark.id, extractor: { name, version }, provider },
    createdById: null,
  });
};

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobOf = (id: string) => getDb().jobRun.findUniqueOrThrow({ where: { id } });
const finished = (job: { status: string }) => !["queued", "running"].includes(job.status);

function expectOneSheetPerSession(sheets: { sessionId: string }[], sessions: { id: string }[]) {
  expect(sheets).toHaveLength(sessions.length);
  expect(new Set(sheets.map((s) => s.sessionId))).toEqual(new Set(sessions.map((s) => s.id)));
}

describe("the job worker", () => {
  it("runs an offline extraction job from the queue to completion, with progress", async () => {
    delayMs = 0;
    const fixture = await createExtractionFixture({ count: 20 });
    await startWorker();
    const { id } = await enqueueExtract(fixture, "lore-baseline@1", "offline");
    const job = await waitFor(() => jobOf(id), finished);
    expect(job).toMatchObject({
      status: "completed",
      progress: 20,
      total: 20,
      result: expect.objectContaining({ sessions: 20, skipped: 0, extracted: 20, passthrough: 0, planned: true }),
    });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    expectOneSheetPerSession(await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "lore-baseline@1" }), fixture.sessions);
  });

  it("stops a cancelled job between sessions, keeping the sheets it wrote", async () => {
    delayMs = 150;
    const fixture = await createExtractionFixture({ count: 30 });
    await startWorker();
    const { id } = await enqueueExtract(fixture, "slow-facts@1", "openai");
    const count = () => getDb().factSheet.count({ where: { workspaceId: fixture.workspaceId } });
    await waitFor(count, (n) => n > 0);
    await cancelJobRun({ workspaceId: fixture.workspaceId, id, actorId: null });
    // In-flight requests finish (at most a chunk's worth), then nothing more is written.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const settled = await count();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await count()).toBe(settled);
    expect(settled).toBeLessThan(30);
    expect(await jobOf(id)).toMatchObject({ status: "cancelled", progress: settled });
  });

  it("imports LongMemEval files from the worker's disk as a job", async () => {
    const workspace = await createTestWorkspace();
    const file = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons/1_1903aded.json");
    await startWorker();
    const { id } = await enqueueJobRun({
      workspaceId: workspace.id,
      kind: "import-longmemeval",
      queue: QUEUES.importLongMemEval,
      payload: { benchmark: "lme", paths: [file] },
      createdById: null,
    });
    const job = await waitFor(() => jobOf(id), finished);
    expect(job).toMatchObject({ status: "completed", result: expect.objectContaining({ questions: 1, questionsImported: 1 }) });
    expect(job.progress).toBe(job.total);
    expect(await getDb().question.count({ where: { benchmark: { workspaceId: workspace.id } } })).toBe(1);
  });

  it("fails an import job whose file is missing, with the reason, without retrying", async () => {
    const workspace = await createTestWorkspace();
    await startWorker();
    const { id } = await enqueueJobRun({
      workspaceId: workspace.id,
      kind: "import-longmemeval",
      queue: QUEUES.importLongMemEval,
      payload: { benchmark: "lme", paths: ["/nonexistent/lme.json"] },
      createdById: null,
    });
    expect(await waitFor(() => jobOf(id), finished)).toMatchObject({ status: "failed", error: expect.stringContaining("no such file") });
  });

  it("marks a job failed, with the last error noted, when its queue job lands in the dead-letter queue", async () => {
    const workspace = await createTestWorkspace();
    const run = await getDb().jobRun.create({
      data: { workspaceId: workspace.id, kind: "extract", status: "running", error: "a chunk failed and will be retried: boom" },
    });
    await startWorker();
    await queueFor(prismaExecutor(getDb())).send(QUEUES.dead, { jobRunId: run.id });
    expect(await waitFor(() => jobOf(run.id), finished)).toMatchObject({ status: "failed", error: "a chunk failed and will be retried: boom" });
  });

  it("keeps the code an attempt noted when a dead job fails, and says it failed on every attempt when none was noted", async () => {
    const workspace = await createTestWorkspace();
    const noted = await getDb().jobRun.create({
      data: { workspaceId: workspace.id, kind: "import-run", status: "running", error: "an attempt failed and will be retried", errorCode: "ATTEMPT_FAILED" },
    });
    const silent = await getDb().jobRun.create({ data: { workspaceId: workspace.id, kind: "import-run", status: "running" } });
    await startWorker();
    for (const run of [noted, silent]) await queueFor(prismaExecutor(getDb())).send(QUEUES.dead, { jobRunId: run.id });
    expect(await waitFor(() => jobOf(noted.id), finished)).toMatchObject({ status: "failed", errorCode: "ATTEMPT_FAILED" });
    expect(await waitFor(() => jobOf(silent.id), finished)).toMatchObject({
      status: "failed",
      error: "the job failed on every attempt",
      errorCode: "FAILED_EVERY_ATTEMPT",
    });
  });

  it("retries on another worker the chunk a killed worker held, ending with one sheet per session", async () => {
    delayMs = 100;
    const fixture = await createExtractionFixture({ count: 24 });
    const { child } = await startWorkerProcess();
    const { id } = await enqueueExtract(fixture, "slow-facts@1", "openai");
    await waitFor(
      () => getDb().factSheet.count({ where: { workspaceId: fixture.workspaceId } }),
      (n) => n > 0,
    );
    child.kill("SIGKILL");
    // The survivor notices the missing heartbeat (LORE_JOB_STALE_MS) and has pg-boss retry it.
    await startWorker();
    const job = await waitFor(() => jobOf(id), finished, 90_000);
    expect(job).toMatchObject({ status: "completed", progress: 24, total: 24 });
    expectOneSheetPerSession(await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "slow-facts@1" }), fixture.sessions);
  }, 120_000);

  it("splits one big extraction between two worker processes, each session getting exactly one sheet", async () => {
    delayMs = 20;
    const fixture = await createExtractionFixture({ count: 120 });
    const [a, b] = await Promise.all([startWorkerProcess(), startWorkerProcess()]);
    const started = Date.now();
    const { id } = await enqueueExtract(fixture, "split-facts@1", "openai");
    const job = await waitFor(() => jobOf(id), finished, 120_000);
    const seconds = (Date.now() - started) / 1000;
    expect(job).toMatchObject({ status: "completed", progress: 120, total: 120 });
    expectOneSheetPerSession(await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "split-facts@1" }), fixture.sessions);
    const byWorker = (job.result as { workers: Record<string, number> }).workers;
    expect(byWorker[a.id()]).toBeGreaterThan(0);
    expect(byWorker[b.id()]).toBeGreaterThan(0);
    expect(byWorker[a.id()]! + byWorker[b.id()]!).toBe(120);
    console.info(`two workers: 120 sessions in ${seconds.toFixed(1)} s, split ${JSON.stringify(byWorker)}`);
  }, 150_000);
});

import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startRetrievalExperiment } from "@/lib/actions/runs/start-retrieval-experiment";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import type { JobWorker } from "@/lib/jobs/worker";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { runQueuedJob } from "@/testing/run-queued-job";

const FILES = ["1_1903aded.json", "3_00ca467f.json"].map((f) => path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons", f));
const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

async function setup() {
  const f = await createWorkspaceWithRoles();
  await importLongMemEval({ workspaceId: f.workspace.id, benchmark: "lme", paths: FILES });
  const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId: f.workspace.id }, select: { id: true } });
  const input = { workspaceId: f.workspace.id, benchmarkId: benchmark.id, name: "from-ui", representation: "sessions", retriever: "fulltext", k: 5 };
  return { f, input };
}

const jobs = (workspaceId: string) => getDb().jobRun.findMany({ where: { workspaceId, kind: "retrieval-experiment" } });

describe("starting a retrieval experiment from the Runs page", () => {
  // Who may start one, and that a refusal queues nothing: lib/permissions/access-control-matrix.int.test.ts.
  it("runs the queued experiment on a worker to a completed run with results", async () => {
    const { f, input } = await setup();
    const result = await runAsActor(await actorFor(f.users.admin.id), () => startRetrievalExperiment(input));
    expect(result.ok).toBe(true);
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "retrieval-experiment", workers });
    expect(job).toMatchObject({ status: "completed", progress: FILES.length, total: FILES.length });
    const run = await getDb().run.findFirstOrThrow({
      where: { workspaceId: f.workspace.id, name: "from-ui" },
      select: { status: true, kind: true, _count: { select: { results: true } } },
    });
    expect(run).toMatchObject({ status: "completed", kind: "retrieval", _count: { results: FILES.length } });
  }, 90_000);

  it("queues an experiment over memories with its representation in the job", async () => {
    const { f, input } = await setup();
    const result = await runAsActor(await actorFor(f.users.member.id), () => startRetrievalExperiment({ ...input, representation: "memories" }));
    expect(result.ok).toBe(true);
    const [job] = await jobs(f.workspace.id);
    expect(job!.payload).toMatchObject({ representation: { kind: "memories" }, retriever: "fulltext", k: 5 });
  });

  it("names a bad k and an unknown extractor", async () => {
    const { f, input } = await setup();
    const actor = await actorFor(f.users.admin.id);
    expect(await runAsActor(actor, () => startRetrievalExperiment({ ...input, k: 0 }))).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      issues: [{ path: "k" }],
    });
    expect(await runAsActor(actor, () => startRetrievalExperiment({ ...input, representation: "nope" }))).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

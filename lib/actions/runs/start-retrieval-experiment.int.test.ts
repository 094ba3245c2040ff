import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startRetrievalExperiment } from "@/lib/actions/runs/start-retrieval-experiment";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { startJobWorker, type JobWorker } from "@/lib/jobs/worker";
import { actorFor, createWorkspaceWithRoles } from "@/lib/testing/factories";

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
  for (const [caller, expected] of [["admin", null], ["member", null], ["viewer", "FORBIDDEN"], ["outsider", "NOT_FOUND"], ["signedOut", "UNAUTHENTICATED"]] as const) {
    it(`${caller}: ${expected ? `refused (${expected}), nothing queued` : "queues a job"}`, async () => {
      const { f, input } = await setup();
      const actor = caller === "signedOut" ? null : await actorFor(f.users[caller].id);
      const result = await runAsActor(actor, () => startRetrievalExperiment(input));
      if (expected) {
        expect(result).toMatchObject({ ok: false, code: expected });
        expect(await jobs(f.workspace.id)).toHaveLength(0);
      } else {
        expect(result.ok).toBe(true);
        expect(await jobs(f.workspace.id)).toHaveLength(1);
      }
    });
  }

  it("runs the queued experiment on a worker to a completed run with results", async () => {
    const { f, input } = await setup();
    const result = await runAsActor(await actorFor(f.users.admin.id), () => startRetrievalExperiment(input));
    expect(result.ok).toBe(true);
    process.env.LORE_WORKER_POLL_SECONDS = "0.5";
    workers.push(await startJobWorker({ connectionString: process.env.DATABASE_URL!, log: () => {} }));
    const started = Date.now();
    let job = (await jobs(f.workspace.id))[0]!;
    while (["queued", "running"].includes(job.status) && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = (await jobs(f.workspace.id))[0]!;
    }
    expect(job).toMatchObject({ status: "completed", progress: FILES.length, total: FILES.length });
    const run = await getDb().run.findFirstOrThrow({ where: { workspaceId: f.workspace.id, name: "from-ui" }, select: { status: true, kind: true, _count: { select: { results: true } } } });
    expect(run).toMatchObject({ status: "completed", kind: "retrieval", _count: { results: FILES.length } });
  }, 90_000);

  it("names a bad k and an unknown extractor", async () => {
    const { f, input } = await setup();
    const actor = await actorFor(f.users.admin.id);
    expect(await runAsActor(actor, () => startRetrievalExperiment({ ...input, k: 0 }))).toMatchObject({ ok: false, code: "INVALID_INPUT", issues: [{ path: "k" }] });
    expect(await runAsActor(actor, () => startRetrievalExperiment({ ...input, representation: "nope" }))).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

import { describe, expect, it } from "vitest";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { LLM_NOT_CONFIGURED } from "@/lib/llm/llm-availability";
import { actorFor } from "@/testing/factories";
import { startOpenAiChatDouble } from "@/testing/openai-chat-double";
import { createRetrievalRunFixture, qaJobHarness, qaQuestions, startQaDouble } from "@/testing/qa-job-fixture";
import { runQueuedJob } from "@/testing/run-queued-job";

const h = qaJobHarness();

describe("starting a QA experiment from a retrieval run's page", () => {
  // Who may start one, and that a refusal queues nothing: lib/permissions/access-control-matrix.int.test.ts.
  it("queues a qa-experiment job that a worker runs to a judged QA run, the reader reading the recorded contexts", async () => {
    const { f, retrievalRunId } = await createRetrievalRunFixture();
    const known = new Set([qaQuestions[0]!.question_id, qaQuestions[2]!.question_id]);
    const double = await h.useDouble(startQaDouble(known));
    const started = await runAsActor(await actorFor(f.users.member.id), () =>
      startQaExperiment({ workspaceId: f.workspace.id, runId: retrievalRunId, reader: "reader-double", judge: "judge-double", prompt: "typed" }),
    );
    expect(started).toMatchObject({ ok: true, data: { name: "ret+reader-double+typed" } });

    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "qa-experiment", workers: h.workers });
    expect(job).toMatchObject({ status: "completed", progress: qaQuestions.length, total: qaQuestions.length });
    const run = await getDb().run.findFirstOrThrow({
      where: { workspaceId: f.workspace.id, name: "ret+reader-double+typed" },
      select: { id: true, kind: true, status: true, reader: true, judge: true, judgeProtocol: true },
    });
    expect(run).toMatchObject({ kind: "qa", status: "completed", reader: "reader-double", judge: "judge-double", judgeProtocol: "lore" });
    expect(job.result).toMatchObject({ runId: run.id, n: qaQuestions.length, correct: known.size, accuracy: known.size / qaQuestions.length });
    const verdicts = await getDb().runResult.findMany({ where: { runId: run.id }, select: { questionExternalId: true, correct: true } });
    expect(Object.fromEntries(verdicts.map((v) => [v.questionExternalId, v.correct]))).toEqual(
      Object.fromEntries(qaQuestions.map((q) => [q.question_id, known.has(q.question_id)])),
    );
    // One reader and one judge request per question.
    expect(double.requests).toHaveLength(2 * qaQuestions.length);
  }, 120_000);

  it("refuses, queueing nothing, without an LLM endpoint or from a run that is not a retrieval run", async () => {
    const { f, retrievalRunId } = await createRetrievalRunFixture();
    const actor = await actorFor(f.users.admin.id);
    const start = (runId: string) =>
      runAsActor(actor, () => startQaExperiment({ workspaceId: f.workspace.id, runId, reader: "r", judge: "j", prompt: "typed" }));
    expect(await start(retrievalRunId)).toEqual({ ok: false, code: "INVALID_INPUT", message: LLM_NOT_CONFIGURED });
    process.env.LORE_LLM_BASE_URL = "http://127.0.0.1:9";
    const other = await getDb().run.create({
      data: {
        workspaceId: f.workspace.id,
        benchmarkId: (await getDb().run.findUniqueOrThrow({ where: { id: retrievalRunId } })).benchmarkId,
        name: "imported",
        kind: "imported",
      },
    });
    expect(await start(other.id)).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: "imported is not a retrieval run: a QA experiment reads the contexts a retrieval run recorded.",
    });
    expect(await start("no-such-run")).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(
      await runAsActor(actor, () => startQaExperiment({ workspaceId: f.workspace.id, runId: retrievalRunId, reader: " ", judge: "j", prompt: "loud" })),
    ).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      issues: [{ path: "reader" }, { path: "prompt" }],
    });
    expect(await getDb().jobRun.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  }, 60_000);

  it("fails the job with the provider's reason when the endpoint refuses every request", async () => {
    const { f, retrievalRunId } = await createRetrievalRunFixture();
    await h.useDouble(startOpenAiChatDouble(() => ({ kind: "status", status: 401 })));
    await runAsActor(await actorFor(f.users.admin.id), () =>
      startQaExperiment({ workspaceId: f.workspace.id, runId: retrievalRunId, reader: "r", judge: "j", prompt: "static" }),
    );
    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "qa-experiment", workers: h.workers });
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/^The LLM provider failed: /);
    expect(job.error).not.toMatch(/at \w+ \(|\/work\//);
  }, 120_000);
});

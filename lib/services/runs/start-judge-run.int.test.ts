import { describe, expect, it } from "vitest";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { LLM_NOT_CONFIGURED } from "@/lib/llm/llm-availability";
import { actorFor } from "@/testing/factories";
import { createRetrievalRunFixture, importHypotheses, qaJobHarness, qaQuestions, startQaDouble } from "@/testing/qa-job-fixture";
import { runQueuedJob } from "@/testing/run-queued-job";

const h = qaJobHarness();

describe("judging a run from its page", () => {
  // Who may start one, and that a refusal queues nothing: lib/permissions/access-control-matrix.int.test.ts.
  it("queues a judge-run job that judges the imported hypotheses into a new run", async () => {
    const { f } = await createRetrievalRunFixture();
    const right = new Set([qaQuestions[1]!.question_id]);
    const runId = await importHypotheses(f.workspace.id, right);
    const double = await h.useDouble(startQaDouble(new Set()));
    const started = await runAsActor(await actorFor(f.users.member.id), () => startJudgeRun({ workspaceId: f.workspace.id, runId, judge: "judge-double" }));
    expect(started).toMatchObject({ ok: true, data: { name: "answers+judge:judge-double" } });

    const job = await runQueuedJob({ workspaceId: f.workspace.id, kind: "judge-run", workers: h.workers });
    expect(job).toMatchObject({ status: "completed", progress: qaQuestions.length, total: qaQuestions.length });
    const judged = await getDb().run.findFirstOrThrow({
      where: { workspaceId: f.workspace.id, name: "answers+judge:judge-double" },
      select: { id: true, status: true, reader: true, judge: true, judgeProtocol: true },
    });
    expect(judged).toMatchObject({ status: "completed", reader: "some-reader", judge: "judge-double", judgeProtocol: "lore" });
    expect(job.result).toMatchObject({ runId: judged.id, n: qaQuestions.length, correct: right.size, skipped: 0 });
    const verdicts = await getDb().runResult.findMany({ where: { runId: judged.id }, select: { questionExternalId: true, correct: true } });
    expect(Object.fromEntries(verdicts.map((v) => [v.questionExternalId, v.correct]))).toEqual(
      Object.fromEntries(qaQuestions.map((q) => [q.question_id, right.has(q.question_id)])),
    );
    // Only the judge is asked, once per question; the source run keeps its own (absent) verdicts.
    expect(double.requests).toHaveLength(qaQuestions.length);
    expect(await getDb().runResult.count({ where: { runId, correct: { not: null } } })).toBe(0);
  }, 120_000);

  it("refuses, queueing nothing, without an LLM endpoint, for a run without answers, and a name equal to the source's", async () => {
    const { f, retrievalRunId } = await createRetrievalRunFixture();
    const runId = await importHypotheses(f.workspace.id, new Set());
    const actor = await actorFor(f.users.admin.id);
    const start = (input: { runId: string; name?: string }) => runAsActor(actor, () => startJudgeRun({ workspaceId: f.workspace.id, judge: "j", ...input }));
    expect(await start({ runId })).toEqual({ ok: false, code: "INVALID_INPUT", message: LLM_NOT_CONFIGURED });
    process.env.LORE_LLM_BASE_URL = "http://127.0.0.1:9";
    // A retrieval run records contexts, not answers.
    expect(await start({ runId: retrievalRunId })).toEqual({ ok: false, code: "INVALID_INPUT", message: "ret has no answers (hypotheses) to judge." });
    expect(await start({ runId, name: "answers" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await getDb().jobRun.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  }, 60_000);
});

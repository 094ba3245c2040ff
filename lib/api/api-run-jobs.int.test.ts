import { describe, expect, it } from "vitest";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { POST as postJudge } from "@/app/api/v1/runs/[id]/judge/route";
import { POST as postQa } from "@/app/api/v1/runs/[id]/qa/route";
import { GET as getRun } from "@/app/api/v1/runs/[id]/route";
import { getDb } from "@/lib/db/prisma";
import { LLM_NOT_CONFIGURED } from "@/lib/llm/llm-availability";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { createRetrievalRunFixture, importHypotheses, qaJobHarness, qaQuestions, startQaDouble } from "@/testing/qa-job-fixture";
import { runQueuedJob } from "@/testing/run-queued-job";

// `lore judge` and `lore experiment qa` over HTTP: each queues the same job the run page's
// buttons queue (lib/services/runs/start-judge-run.ts, start-qa-experiment.ts), followed with
// GET /api/v1/jobs/{id}. The provider is a local OpenAI-compatible double.
const h = qaJobHarness();

describe("POST /api/v1/runs/{id}/judge and /qa", () => {
  it("queue a judge run and a QA experiment that complete into new runs, followed through the job route", async () => {
    const { f, retrievalRunId } = await createRetrievalRunFixture();
    const right = new Set([qaQuestions[0]!.question_id, qaQuestions[2]!.question_id]);
    const answersId = await importHypotheses(f.workspace.id, right);
    await h.useDouble(startQaDouble(new Set([qaQuestions[1]!.question_id])));
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: ["runs:write"] });

    const judged = await callApi(postJudge, { path: `/api/v1/runs/${answersId}/judge`, token, params: { id: answersId }, json: { judge: "judge-double" } });
    expect(judged.status, JSON.stringify(judged.json)).toBe(202);
    expect(judged.json).toEqual({ jobId: expect.any(String), name: "answers+judge:judge-double" });
    const queued = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: judged.json.jobId } });
    expect(queued.json.job).toMatchObject({ kind: "judge-run", status: "queued" });
    expect((await runQueuedJob({ workspaceId: f.workspace.id, kind: "judge-run", workers: h.workers })).status).toBe("completed");
    const done = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: judged.json.jobId } });
    expect(done.json.job).toMatchObject({ status: "completed", result: { n: qaQuestions.length, correct: right.size } });
    const judgedRun = await callApi(getRun, { path: "/api/v1/runs/x", token, params: { id: done.json.job.result.runId } });
    expect(judgedRun.json.run).toMatchObject({ name: "answers+judge:judge-double", judge: "judge-double" });

    const qa = await callApi(postQa, {
      path: `/api/v1/runs/${retrievalRunId}/qa`,
      token,
      params: { id: retrievalRunId },
      json: { reader: "reader-double", judge: "judge-double", prompt: "typed", name: "ret-qa" },
    });
    expect(qa.status, JSON.stringify(qa.json)).toBe(202);
    expect(qa.json).toEqual({ jobId: expect.any(String), name: "ret-qa" });
    expect((await runQueuedJob({ workspaceId: f.workspace.id, kind: "qa-experiment", workers: h.workers })).status).toBe("completed");
    const qaDone = await callApi(getJob, { path: "/api/v1/jobs/x", token, params: { id: qa.json.jobId } });
    expect(qaDone.json.job).toMatchObject({ kind: "qa-experiment", status: "completed", result: { n: qaQuestions.length, correct: 1 } });
  }, 180_000);

  it("refuse with the service's codes and queue nothing: no endpoint, bad body, wrong kind of run, another workspace's run, no scope", async () => {
    const { f, retrievalRunId } = await createRetrievalRunFixture();
    const answersId = await importHypotheses(f.workspace.id, new Set());
    const other = await createWorkspaceWithRoles();
    const otherBenchmark = await getDb().benchmark.create({ data: { workspaceId: other.workspace.id, name: "theirs" }, select: { id: true } });
    const otherRun = await getDb().run.create({
      data: { workspaceId: other.workspace.id, benchmarkId: otherBenchmark.id, name: "theirs", kind: "retrieval" },
      select: { id: true },
    });
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: ["runs:write"] });
    const noScope = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [] });
    const judge = (id: string, json: unknown, t = token) => callApi(postJudge, { path: `/api/v1/runs/${id}/judge`, token: t, params: { id }, json });
    const qa = (id: string, json: unknown) => callApi(postQa, { path: `/api/v1/runs/${id}/qa`, token, params: { id }, json });
    const qaBody = { reader: "r", judge: "j", prompt: "typed" };

    const unconfigured = await judge(answersId, { judge: "j" });
    expect(unconfigured.status).toBe(422);
    expect(unconfigured.json.error).toMatchObject({ code: "INVALID_INPUT", message: LLM_NOT_CONFIGURED });
    expect((await qa(retrievalRunId, qaBody)).json.error).toMatchObject({ code: "INVALID_INPUT", message: LLM_NOT_CONFIGURED });

    process.env.LORE_LLM_BASE_URL = "http://127.0.0.1:9";
    const noJudge = await judge(answersId, {});
    expect(noJudge.status).toBe(422);
    expect(noJudge.json.error.details.map((d: { path: string }) => d.path)).toEqual(["judge"]);
    const badPrompt = await qa(retrievalRunId, { ...qaBody, prompt: "chatty" });
    expect(badPrompt.status).toBe(422);
    expect(badPrompt.json.error.details.map((d: { path: string }) => d.path)).toEqual(["prompt"]);
    // A retrieval run holds contexts, not answers; an imported run holds no contexts.
    expect((await judge(retrievalRunId, { judge: "j" })).json.error).toMatchObject({
      code: "INVALID_INPUT",
      message: "ret has no answers (hypotheses) to judge.",
    });
    expect((await qa(answersId, qaBody)).json.error).toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("is not a retrieval run") });
    expect((await judge(otherRun.id, { judge: "j" })).status).toBe(404);
    expect((await qa(otherRun.id, qaBody)).status).toBe(404);
    expect((await judge(answersId, { judge: "j" }, noScope.token)).status).toBe(403);
    expect(await getDb().jobRun.count({ where: { workspaceId: { in: [f.workspace.id, other.workspace.id] } } })).toBe(0);
  }, 120_000);
});

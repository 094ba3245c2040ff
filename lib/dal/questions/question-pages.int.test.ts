import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getQuestionTrace } from "@/lib/dal/questions/get-question-trace";
import { listQuestionFilterOptions } from "@/lib/dal/questions/list-question-filter-options";
import { listQuestions } from "@/lib/dal/questions/list-questions";
import { getDb } from "@/lib/db/prisma";
import { prepareQuestionPage } from "@/lib/questions/prepare-question-page";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["1_1903aded.json", "1_118b2229.json", "1_15745da0_abs.json"].map((f) => path.join(LME, f));

type Fixture = { ws: { id: string }; other: { id: string }; benchmarkId: string; assistantQuestionId: string; runs: Record<string, string> };

// Three real questions (one about what the assistant said, one abstention), a lossy fact sheet
// that drops the assistant's list, and runs: one reading fact sheets that retrieved the evidence
// session, one reading sessions that missed it, and one in another workspace that must not show.
async function seed(): Promise<Fixture> {
  const ws = await createTestWorkspace();
  const other = await createTestWorkspace("other");
  runLoreJson(["import", "longmemeval", ...FILES, "--benchmark", "oracle", "--workspace", ws.id]);
  const sheets = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-sheets-")), "lossy.jsonl");
  writeFileSync(
    sheets,
    JSON.stringify({
      session_id: "answer_sharegpt_hA7AkP3_0",
      text: "- User asked for work from home job ideas for seniors.\n- Assistant gave a list of jobs.",
    }),
  );
  runLoreJson(["import", "factsheets", sheets, "--benchmark", "oracle", "--extractor", "lossy@1", "--workspace", ws.id]);

  const db = getDb();
  const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws.id, name: "oracle" }, select: { id: true } });
  const question = await db.question.findFirstOrThrow({ where: { benchmarkId: benchmark.id, externalId: "1903aded" }, select: { id: true } });
  const otherBenchmark = await db.benchmark.create({ data: { workspaceId: other.id, name: "theirs" }, select: { id: true } });
  const makeRun = async (workspaceId: string, benchmarkId: string, name: string, configuration: object, result: object) => {
    const run = await db.run.create({ data: { workspaceId, benchmarkId, name, kind: "retrieval", configuration }, select: { id: true } });
    await db.runResult.create({ data: { runId: run.id, questionId: question.id, questionExternalId: "1903aded", ...result } });
    return run.id;
  };
  const runs = {
    sheets: await makeRun(
      ws.id,
      benchmark.id,
      "sheets-top5",
      { representation: "factsheets", k: 5, extractor: "lossy@1" },
      {
        retrieved: [{ rank: 1, externalId: "answer_sharegpt_hA7AkP3_0" }],
        answerInContext: false,
        hypothesis: "You did not say.",
        correct: false,
        judgeOutput: { model: "judge-x", label: false },
      },
    ),
    sessions: await makeRun(
      ws.id,
      benchmark.id,
      "sessions-top10",
      { representation: "sessions", k: 10 },
      {
        retrieved: [{ rank: 1, externalId: "elsewhere" }],
        evidenceCoverage: 0,
        hypothesis: "Bookkeeper",
        correct: false,
      },
    ),
    foreign: await makeRun(other.id, otherBenchmark.id, "foreign", {}, { hypothesis: "leak", correct: true }),
  };
  return { ws, other, benchmarkId: benchmark.id, assistantQuestionId: question.id, runs };
}

let f: Fixture;
beforeAll(async () => {
  f = await seed();
}, 180_000);

describe("listQuestions", () => {
  it("filters by benchmark, type and abstention, with a total for paging", async () => {
    const all = await listQuestions({ workspaceId: f.ws.id });
    expect(all.total).toBe(3);
    const assistant = await listQuestions({ workspaceId: f.ws.id, type: "single-session-assistant" });
    expect(assistant.questions.map((q) => q.externalId)).toEqual(["1903aded"]);
    const abstention = await listQuestions({ workspaceId: f.ws.id, abstention: "only" });
    expect(abstention.questions.map((q) => q.externalId)).toEqual(["15745da0_abs"]);
    const answerable = await listQuestions({ workspaceId: f.ws.id, benchmarkId: f.benchmarkId, abstention: "exclude", take: 1, skip: 1 });
    expect(answerable).toMatchObject({ total: 2, questions: [{ externalId: "1903aded" }] });
  });

  it("does not list another workspace's questions", async () => {
    expect((await listQuestions({ workspaceId: f.other.id })).total).toBe(0);
    expect((await listQuestions({ workspaceId: f.other.id, benchmarkId: f.benchmarkId })).total).toBe(0);
  });

  it("counts questions per type for the summary", async () => {
    const options = await listQuestionFilterOptions({ workspaceId: f.ws.id });
    expect(options.countsByType).toEqual([
      { type: "single-session-assistant", count: 1 },
      { type: "single-session-user", count: 2 },
    ]);
  });
});

describe("getQuestionTrace", () => {
  it("loads evidence, sheets and this workspace's runs, and the trace names where the answer got lost", async () => {
    const data = await getQuestionTrace({ workspaceId: f.ws.id, questionId: f.assistantQuestionId });
    expect(data?.question).toMatchObject({ externalId: "1903aded", answer: "Transcriptionist.", type: "single-session-assistant", isAbstention: false });
    expect(data?.results.map((r) => r.run.name)).toEqual(["sheets-top5", "sessions-top10"]);
    const view = prepareQuestionPage(data!);
    expect(view.evidenceTurns.map((t) => [t.sessionExternalId, t.position, t.role])).toEqual([["answer_sharegpt_hA7AkP3_0", 1, "assistant"]]);
    expect(view.evidenceTurns[0]!.content).toContain("7. Transcriptionist");
    expect(view.trace.extractors.map((e) => [e.label, e.stage.status])).toEqual([["lossy@1", "lost"]]);
    const [sheets, sessions] = view.trace.runs;
    expect(sheets).toMatchObject({ k: 5, judge: "judge-x", lostAt: { stage: "sheet" } });
    expect(sessions!.stages.map((s) => [s.key, s.status])).toEqual([
      ["retrieval", "lost"],
      ["context", "lost"],
      ["answer", "lost"],
    ]);
    expect(prepareQuestionPage(data!, [f.runs.sessions!]).trace.runs.map((r) => r.name)).toEqual(["sessions-top10"]);
  });

  it("does not find a question of another workspace", async () => {
    expect(await getQuestionTrace({ workspaceId: f.other.id, questionId: f.assistantQuestionId })).toBeNull();
    expect(await getQuestionTrace({ workspaceId: f.ws.id, questionId: "no-such-question" })).toBeNull();
  });
});

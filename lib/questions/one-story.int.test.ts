import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasDemoWorkspace } from "@/lib/dal/demo/has-demo-workspace";
import { seedDemoWorkspace } from "@/lib/services/demo/seed-demo-workspace";
import { getBenchmarkFingerprint } from "@/lib/dal/studies/get-benchmark-fingerprint";
import { getExtractorFingerprints } from "@/lib/dal/studies/get-extractor-fingerprints";
import { loadStudyReport } from "@/lib/services/studies/load-study-report";
import { DEMO_STUDY_NAME, DEMO_STUDY_ROWS } from "@/lib/demo/demo-study";
import { embedderFromEnv } from "@/lib/embeddings/get-embedder";
import { parseStudyFile } from "@/lib/studies/parse-study-file";
import { planStudy, type StudyPlan } from "@/lib/studies/plan-study";
import { getQuestionTrace } from "@/lib/dal/questions/get-question-trace";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { getRunPage } from "@/lib/dal/runs/get-run-page";
import { getDb } from "@/lib/db/prisma";
import { DEMO_WORKSPACE_SLUG } from "@/lib/demo/generate-demo-data";
import { prepareQuestionPage, type RunRecordView } from "@/lib/questions/prepare-question-page";
import { storyContradictions, type QuestionStatements } from "@/lib/questions/story-contradictions";
import type { RunTrace } from "@/lib/questions/trace-question";
import { buildComparisonView, type FlipRow } from "@/lib/runs/build-comparison-view";
import { buildRunPageView, type RunQuestionRow } from "@/lib/runs/build-run-page-view";
import { createTestWorkspace } from "@/testing/factories";
import { startOpenAiChatDouble, userMessage, type ChatDouble } from "@/testing/openai-chat-double";
import { runLoreJson, runLoreJsonAsync } from "@/testing/run-lore-cli";

const DATA = "../shared/data/longmemeval";
const LME = `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons`;
// Real questions of every type, three abstentions, and haystacks of 1 to 52 sessions.
const FILES = [
  "1_1903aded.json",
  "1_118b2229.json",
  "1_06878be2.json",
  "1_15745da0_abs.json",
  "2_dad224aa.json",
  "2_gpt4_8c8961ae.json",
  "2_gpt4_c27434e8_abs.json",
  "3_00ca467f.json",
  "4_c4a1ceb8.json",
  "4_88432d0a_abs.json",
  "5_81507db6.json",
  "43_caf9ead2.json",
  "52_bf659f65.json",
].map((f) => path.join(LME, f));
// A real run's judged answers (LongMemEval's judge, `evaluation` yes/no): 500 questions, of which the benchmark holds those above.
const JUDGED = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`;

type Walked = { workspace: string; run: string; question: string; statements: QuestionStatements; trace: RunTrace; record: RunRecordView | undefined };

// Every question of every run of a workspace, as its trace, its run's table row and its compare
// flip row (when it flipped) show it.
async function walk(workspaceId: string, label: string): Promise<Walked[]> {
  const db = getDb();
  const runs = await db.run.findMany({ where: { workspaceId }, orderBy: { name: "asc" }, select: { id: true, name: true } });
  const rows = new Map<string, RunQuestionRow>();
  for (const run of runs) {
    const page = (await getRunPage({ workspaceId, runId: run.id }))!;
    const view = buildRunPageView(page.results, { k: page.run.k, configuration: page.run.configuration });
    for (const row of view.questions) rows.set(`${run.id}/${row.questionExternalId}`, row);
  }
  const flips = new Map<string, { verdicts: FlipRow["verdictsA"]; correct: boolean }>();
  // Each run as the baseline against all the others: every run's flips appear on both sides.
  for (const baseline of runs) {
    const data = await getComparison({
      workspaceId,
      runIds: [baseline.id, ...runs.filter((r) => r !== baseline).map((r) => r.id)].slice(0, 6),
      resamples: 100,
    });
    if (!data.ok) throw new Error(data.message);
    for (const pair of buildComparisonView(data).pairs) {
      for (const flip of pair.flips) {
        flips.set(`${pair.runA.id}/${flip.questionExternalId}`, { verdicts: flip.verdictsA, correct: flip.direction === "onlyA" });
        flips.set(`${pair.runB.id}/${flip.questionExternalId}`, { verdicts: flip.verdictsB, correct: flip.direction === "onlyB" });
      }
    }
  }
  const questions = await db.question.findMany({ where: { benchmark: { workspaceId }, results: { some: {} } }, select: { id: true, externalId: true } });
  const walked: Walked[] = [];
  for (const question of questions) {
    const data = (await getQuestionTrace({ workspaceId, questionId: question.id }))!;
    const page = prepareQuestionPage(data);
    for (const trace of page.trace.runs) {
      const key = `${trace.runId}/${question.externalId}`;
      const row = rows.get(key);
      const flip = flips.get(key);
      walked.push({
        workspace: label,
        run: trace.name,
        question: question.externalId,
        trace,
        record: page.records[trace.runId],
        statements: {
          trace: {
            verdicts: trace.verdicts,
            correct: trace.correct,
            sheetAnalysis: trace.sheetAnalysis?.stage.status ?? null,
            sheetAnalysisNote: trace.sheetAnalysisNote,
          },
          table: row ? { verdicts: row.verdicts, correct: row.correct, evidenceCoverage: row.evidenceCoverageShown } : undefined,
          compare: flip?.verdicts ? { verdicts: flip.verdicts, correct: flip.correct } : undefined,
        },
      });
    }
  }
  return walked;
}

const contradictionsOf = (walked: Walked[]) =>
  walked.flatMap((w) => storyContradictions(w.statements).map((c) => `${w.workspace} ${w.run} ${w.question}: ${c}`));

let double: ChatDouble;
let demoWorkspaceId = "";
let demo: Walked[] = [];
let real: Walked[] = [];

beforeAll(async () => {
  const db = getDb();
  if (!(await hasDemoWorkspace(db))) await seedDemoWorkspace(db);
  const demoWs = await db.workspace.findUniqueOrThrow({ where: { slug: DEMO_WORKSPACE_SLUG }, select: { id: true } });
  demoWorkspaceId = demoWs.id;

  const ws = await createTestWorkspace();
  const w = ["--workspace", ws.id];
  const ok = (r: { code: number | null; stderr: string }) => expect(r.code, r.stderr).toBe(0);
  ok(runLoreJson(["import", "longmemeval", ...FILES, "--benchmark", "story", ...w]));
  ok(runLoreJson(["import", "run", JUDGED, "--benchmark", "story", "--name", "gemini-text", ...w]));
  ok(runLoreJson(["extract", "--benchmark", "story", "--extractor", "lore-baseline@1", "--provider", "offline", ...w]));
  const retrieval = ["experiment", "retrieval", "--benchmark", "story", "--retriever", "fulltext", ...w];
  ok(runLoreJson([...retrieval, "--representation", "sessions", "--k", "3", "--budget", "1500", "--name", "sessions-k3-budget"]));
  ok(runLoreJson([...retrieval, "--representation", "factsheets:lore-baseline@1", "--k", "5", "--name", "sheets-k5"]));
  // The reader double quotes the context's last line; the judge double says yes to prompts of odd
  // length: deterministic, and independent of what any stage found.
  double = await startOpenAiChatDouble((r) => {
    const prompt = userMessage(r.body);
    if (r.body.model === "judge-double") return { kind: "answer", text: prompt.length % 2 ? "Yes." : "No" };
    return { kind: "answer", text: prompt.trim().split("\n").at(-1) ?? "" };
  });
  const qa = await runLoreJsonAsync(
    [
      "experiment",
      "qa",
      "--from-run",
      "sessions-k3-budget",
      "--reader",
      "reader-double",
      "--judge",
      "judge-double",
      "--prompt",
      "typed",
      "--name",
      "qa-k3",
      ...w,
    ],
    { LORE_LLM_BASE_URL: double.baseUrl },
  );
  ok(qa);

  demo = await walk(demoWs.id, "demo");
  real = await walk(ws.id, "real");
}, 600_000);

afterAll(async () => {
  await double?.close();
});

describe("one story per question", () => {
  it("tells one story for every question of the demo workspace, in its trace, its run's table row and its compare row", () => {
    const questions = new Set(demo.map((w) => w.question));
    expect(questions.size).toBeGreaterThanOrEqual(20);
    // Every demo run: the two the demo began with and the demo study's two more.
    expect(demo.length).toBe(4 * questions.size);
    expect(demo.every((w) => w.statements.table)).toBe(true);
    expect(demo.filter((w) => w.statements.compare).length).toBeGreaterThan(0);
    // Where the demo's own scoring and Lore's analysis of the stored sheet differ, the trace says so.
    const differing = demo.filter((w) => w.run === "factsheets@10" && w.trace.sheetAnalysisNote?.includes("differs"));
    expect(differing.map((w) => w.question).sort()).toEqual(["demo_q_10", "demo_q_18"]);
    expect(contradictionsOf(demo)).toEqual([]);
  });

  it("demo_q_06 under factsheets@10: lost at the fact sheet, never 'kept' in the context, 0.0% coverage beside a lost evidence stage", () => {
    const q6 = demo.find((w) => w.run === "factsheets@10" && w.question === "demo_q_06")!;
    expect(q6.trace.verdicts.summary).toBe("Lost at: fact sheet.");
    expect(q6.trace.stages.map((s) => `${s.key}:${s.status}`)).toEqual(["sheet:lost", "retrieval:kept", "context:lost", "answer:lost"]);
    expect(q6.statements.table).toMatchObject({ evidenceCoverage: 0, verdicts: { context: { status: "lost" } } });
    expect(q6.trace.sheetAnalysis?.stage.status).toBe("lost");
    // The demo records the context its simulated reader received: the evidence session's sheet, ranked first, is outlined.
    const context = q6.record!.context;
    expect(context.recorded).toBe(true);
    if (context.recorded) expect(context.blocks.filter((b) => b.evidenceSession).map((b) => [b.index, b.sessionExternalId])).toEqual([[1, "demo_s_021"]]);
  });

  it("tells one story for every question of imported and experiment runs over real LongMemEval questions", () => {
    const runs = new Set(real.map((w) => w.run));
    expect([...runs].sort()).toEqual(["gemini-text", "qa-k3", "sessions-k3-budget", "sheets-k5"]);
    expect(real.length).toBe(4 * FILES.length);
    expect(real.filter((w) => w.statements.compare).length).toBeGreaterThan(0);
    // Every kind of stage was exercised: a budget cut, a fact-sheet verdict, runs without rankings or verdicts.
    expect(real.some((w) => w.run === "sessions-k3-budget" && ["lost", "partial"].includes(w.trace.verdicts.budget.status))).toBe(true);
    expect(real.some((w) => w.run === "sheets-k5" && ["kept", "lost", "partial"].includes(w.trace.verdicts.sheet.status))).toBe(true);
    expect(
      real
        .filter((w) => w.run === "gemini-text")
        .every(
          (w) =>
            w.trace.verdicts.retrieval.detail ===
            (w.question.endsWith("_abs") ? "An abstention question has no evidence session to retrieve." : "The run stored no retrieval list."),
        ),
    ).toBe(true);
    expect(real.filter((w) => w.run === "sheets-k5").every((w) => w.trace.verdicts.answer.detail.includes("no verdicts"))).toBe(true);
    // A QA run read its source's recorded contexts: its stages before the verdict are its source's.
    for (const w of real.filter((x) => x.run === "qa-k3")) {
      const source = real.find((x) => x.run === "sessions-k3-budget" && x.question === w.question)!;
      expect(w.trace.verdicts.configuration).toMatchObject({ representation: "sessions", k: 3, budget: 1500 });
      expect(w.trace.stages.filter((s) => s.key !== "answer")).toEqual(source.trace.stages.filter((s) => s.key !== "answer"));
    }
    expect(contradictionsOf(real)).toEqual([]);
  });

  it("shows the reader's exact recorded context and the prompts the QA run stored, and says when a run recorded none", async () => {
    const db = getDb();
    for (const w of real.filter((x) => x.run === "qa-k3" || x.run === "sessions-k3-budget")) {
      const stored = await db.runResult.findFirstOrThrow({
        where: { run: { name: w.run }, questionExternalId: w.question },
        select: { readerContext: true, judgeOutput: true },
      });
      const view = w.record!.context;
      expect(view.recorded).toBe(true);
      if (!view.recorded) continue;
      // The blocks put back together are the recorded text, character for character.
      expect(view.blocks.flatMap((b) => b.segments.map((s) => s.text)).join("")).toBe(stored.readerContext);
      if (w.run === "qa-k3") {
        const output = stored.judgeOutput as { reader: { prompt: string; output: string }; judge: { prompt: string; output: string } };
        expect(w.record!.exchanges.reader).toMatchObject({ prompt: output.reader.prompt, output: output.reader.output, model: "reader-double" });
        expect(w.record!.exchanges.judge).toMatchObject({ prompt: output.judge.prompt, output: output.judge.output, model: "judge-double" });
      }
    }
    // A verbatim evidence turn is highlighted where the context holds it.
    expect(real.some((w) => w.record?.context.recorded && w.record.context.blocks.some((b) => b.segments.some((s) => s.kind === "evidence")))).toBe(true);
    for (const w of real.filter((x) => x.run === "gemini-text")) expect(w.record?.context.recorded).toBe(false);
  });
});

// The demo ships a study: the seed's table over the demo benchmark, complete on first start, its
// rows the demo runs' own figures, and the plan the same as planning its file again would give.
describe("the demo study", () => {
  it("is complete, one row per set-up, with the figures of the runs it links", async () => {
    const report = (await loadStudyReport({ workspaceId: demoWorkspaceId, study: DEMO_STUDY_NAME }))!;
    expect(report.study.status).toBe("completed");
    expect(report.rows.map((r) => r.label)).toEqual(DEMO_STUDY_ROWS.map((r) => r.label));
    expect(report.progress.runsDone).toBe(report.progress.runsTotal);
    for (const row of report.rows) {
      const run = DEMO_STUDY_ROWS.find((r) => r.label === row.label)!.run;
      expect(row.qaRun?.name).toBe(run);
      const results = await getDb().runResult.findMany({ where: { run: { name: run, workspaceId: demoWorkspaceId } }, select: { correct: true } });
      expect(row.judged).toBe(results.length);
      expect(row.correct).toBe(results.filter((r) => r.correct).length);
      expect(row.recallK).toBe(DEMO_STUDY_ROWS.find((r) => r.label === row.label)!.k);
      expect(row.status).toBe("done");
    }
    expect(report.rows.filter((r) => r.vsBaseline)).toHaveLength(3);
    // Fact sheets cost the reader less and answer less than the original sessions.
    const [sessions, , terse] = report.rows;
    expect(terse!.readerTokensMean!).toBeLessThan(sessions!.readerTokensMean!);
    expect(terse!.accuracy!).toBeLessThan(sessions!.accuracy!);
    // Against the baseline, a row's delta is its accuracy minus the baseline's (both answered every
    // question, so the paired difference is the plain one), and its interval is on the same side.
    expect(terse!.vsBaseline!.delta).toBeCloseTo(terse!.accuracy! - sessions!.accuracy!, 10);
    expect(terse!.vsBaseline!.delta).toBeLessThan(0);
    expect(terse!.vsBaseline!.bootstrap!.lo).toBeLessThanOrEqual(terse!.vsBaseline!.delta);
    expect(terse!.vsBaseline!.bootstrap!.hi).toBeGreaterThanOrEqual(terse!.vsBaseline!.delta);
    expect(terse!.vsBaseline!.onlyBaseline).toBeGreaterThan(terse!.vsBaseline!.onlyThis);

    const study = await getDb().study.findFirstOrThrow({
      where: { workspaceId: demoWorkspaceId, name: DEMO_STUDY_NAME },
      select: { benchmarkId: true, fileText: true, plan: true },
    });
    const benchmark = await getDb().benchmark.findUniqueOrThrow({ where: { id: study.benchmarkId }, select: { name: true } });
    const questions = await getBenchmarkFingerprint({ benchmarkId: study.benchmarkId });
    const again = planStudy(parseStudyFile(study.fileText, "seed-demo.yaml"), {
      study: DEMO_STUDY_NAME,
      benchmark: { name: benchmark.name, ...questions },
      extractors: await getExtractorFingerprints({ workspaceId: demoWorkspaceId, labels: ["terse-facts@1", "lore-baseline@1"] }),
      memories: null,
      judgeProtocols: { lore: "lore", official: null },
      embedder: embedderFromEnv(process.env).id,
      encoding: "o200k_base",
    });
    expect(again.steps.map((s) => s.hash)).toEqual((study.plan as unknown as StudyPlan).steps.map((s) => s.hash));
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compareCommand } from "@/lib/cli/commands/compare";
import type { Output } from "@/lib/cli/output";
import { getComparison, type ComparisonData } from "@/lib/services/runs/get-comparison";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const DATA = "../shared/data/longmemeval";
const QUESTIONS = `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons`;
const LOGS = `${DATA}/hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con`;
const log = (setting: string) => {
  const file = readdirSync(LOGS).find((f) => f.includes(`_${setting}_`) && f.endsWith(".eval-results-gpt-4o-mini"));
  if (!file) throw new Error(`no judge log for ${setting}`);
  return path.join(LOGS, file);
};
const CON3500 = log("con3500_4k");
const CON500 = log("con500_1k");
const GEMINI_TEXT = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`;
const GEMINI_IMAGE = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-image-context-700-eval.json`;

type Verdicts = Map<string, boolean>;
type HandCount = {
  n: number;
  onlyA: number;
  onlyB: number;
  correctA: number;
  correctB: number;
  byType: Record<string, { n: number; onlyA: number; onlyB: number }>;
};

// Counting by hand from the raw files, independently of Lore's parsers: a judge log's
// autoeval_label.label, a judged list's evaluation containing "yes" in any case.
function judgeLog(file: string): Verdicts {
  return new Map(
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .map((r) => [r.question_id, r.autoeval_label.label === true]),
  );
}
function judgedList(file: string): { verdicts: Verdicts; types: Map<string, string> } {
  const rows: { question_id: string; question_type: string; evaluation: string }[] = JSON.parse(readFileSync(file, "utf8"));
  return { verdicts: new Map(rows.map((r) => [r.question_id, /yes/i.test(r.evaluation)])), types: new Map(rows.map((r) => [r.question_id, r.question_type])) };
}
function datasetTypes(): Map<string, string> {
  return new Map(
    readdirSync(QUESTIONS)
      .map((f) => JSON.parse(readFileSync(path.join(QUESTIONS, f), "utf8")))
      .map((q) => [q.question_id, q.question_type]),
  );
}
function handCount(a: Verdicts, b: Verdicts, types: Map<string, string>): HandCount {
  const count: HandCount = { n: 0, onlyA: 0, onlyB: 0, correctA: 0, correctB: 0, byType: {} };
  for (const [id, va] of a) {
    const vb = b.get(id);
    if (vb === undefined) continue;
    const t = (count.byType[types.get(id)!] ??= { n: 0, onlyA: 0, onlyB: 0 });
    count.n++;
    t.n++;
    if (va) count.correctA++;
    if (vb) count.correctB++;
    if (va && !vb) {
      count.onlyA++;
      t.onlyA++;
    }
    if (vb && !va) {
      count.onlyB++;
      t.onlyB++;
    }
  }
  return count;
}

function capture(): Output & { stdout: string[] } {
  const stdout: string[] = [];
  return { json: true, stdout, log: () => {}, result: (data) => void stdout.push(JSON.stringify(data)) };
}

function expectMatchesHandCount(data: ComparisonData, hand: HandCount) {
  const { summary } = data.comparisons[0]!;
  expect(summary).toMatchObject({ n: hand.n, onlyA: hand.onlyA, onlyB: hand.onlyB, accuracyA: hand.correctA / hand.n, accuracyB: hand.correctB / hand.n });
  for (const [type, t] of Object.entries(hand.byType)) expect(summary.byType[type], type).toMatchObject(t);
  expect(Object.keys(summary.byType).sort()).toEqual(Object.keys(hand.byType).sort());
  expect(data.comparisons[0]!.flips).toHaveLength(hand.onlyA + hand.onlyB);
}

describe("comparing real judged runs", () => {
  let workspaceId: string;
  let runs: Record<string, string>;

  beforeAll(async () => {
    const ws = await createTestWorkspace();
    workspaceId = ws.id;
    expect(runLoreJson(["import", "longmemeval", QUESTIONS, "--benchmark", "oracle-bc", "--workspace", ws.id]).code).toBe(0);
    const imports = [
      ["con3500", CON3500, "oracle-bc"],
      ["con500", CON500, "oracle-bc"],
      ["gemini-text", GEMINI_TEXT, "s"],
      ["gemini-image", GEMINI_IMAGE, "s"],
    ] as const;
    runs = {};
    for (const [name, file, benchmark] of imports) {
      const { code, body } = runLoreJson(["import", "run", file, "--benchmark", benchmark, "--name", name, "--workspace", ws.id]);
      expect(code, JSON.stringify(body)).toBe(0);
      runs[name] = body.runId;
    }
  }, 240_000);

  it("gives the counts the two gpt-4o-mini judge logs give by hand: 166 shared, 28 right only in con3500, 18 only in con500", async () => {
    const hand = handCount(judgeLog(CON3500), judgeLog(CON500), datasetTypes());
    expect(hand).toMatchObject({ n: 166, onlyA: 28, onlyB: 18, correctA: 94, correctB: 84 });
    const data = await getComparison({ workspaceId, runIds: [runs.con3500!, runs.con500!] });
    if (!data.ok) throw new Error(data.message);
    expectMatchesHandCount(data, hand);
    const { summary, flips } = data.comparisons[0]!;
    // scipy.stats.binomtest(18, 46, 0.5).pvalue = 0.183925
    expect(summary.mcnemarP).toBeCloseTo(0.183925, 5);
    expect(summary.byType["knowledge-update"]).toMatchObject({ n: 25, onlyA: 7, onlyB: 3 });
    expect(summary.byType["knowledge-update"]!.mcnemarP).toBeCloseTo(0.34375, 6);
    expect(summary.deltaCi95![0]).toBeLessThan(summary.delta!);
    expect(summary.deltaCi95![1]).toBeGreaterThan(summary.delta!);
    // Every flipped question is in the benchmark, so each links to its trace and has its answers.
    expect(flips.every((f) => f.questionId)).toBe(true);
    const detail = data.flipDetails[flips[0]!.questionExternalId]!;
    expect(detail.text).toBeTruthy();
    expect(Object.keys(detail.hypotheses).sort()).toEqual([runs.con3500, runs.con500].sort());
  });

  it("gives the Gemini text and image runs' counts by hand: 494 shared, 160 right only with text, 14 only with images", async () => {
    const text = judgedList(GEMINI_TEXT);
    const image = judgedList(GEMINI_IMAGE);
    const hand = handCount(text.verdicts, image.verdicts, text.types);
    expect(hand).toMatchObject({ n: 494, onlyA: 160, onlyB: 14, correctA: 437, correctB: 291 });
    const data = await getComparison({ workspaceId, runIds: [runs["gemini-text"]!, runs["gemini-image"]!] });
    if (!data.ok) throw new Error(data.message);
    expectMatchesHandCount(data, hand);
    expect(data.comparisons[0]!.summary.mcnemarP).toBeLessThan(1e-20);
    expect(data.stages.sharedQuestions).toBe(494);
    // Cost against quality covers every run of the benchmark, over each run's own questions.
    expect(data.benchmarkRuns.map((r) => [r.name, r.judged]).sort()).toEqual([
      ["gemini-image", 494],
      ["gemini-text", 500],
    ]);
    expect(data.benchmarkRuns.find((r) => r.name === "gemini-text")!.accuracy).toBe(0.886);
  });

  it("is reproducible: the same seed gives the same bootstrap interval", async () => {
    const ids = [runs.con3500!, runs.con500!];
    const first = await getComparison({ workspaceId, runIds: ids, seed: 5, withFlipDetails: false });
    const again = await getComparison({ workspaceId, runIds: ids, seed: 5, withFlipDetails: false });
    if (!first.ok || !again.ok) throw new Error("comparison failed");
    expect(again.comparisons[0]!.summary.deltaCi95).toEqual(first.comparisons[0]!.summary.deltaCi95);
    expect(first.comparisons[0]!.summary.bootstrap).toEqual({ resamples: 10_000, seed: 5 });
  });

  it("refuses runs of another workspace and runs over different benchmarks", async () => {
    const other = await createTestWorkspace();
    expect(await getComparison({ workspaceId: other.id, runIds: [runs.con3500!, runs.con500!] })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await getComparison({ workspaceId, runIds: [runs.con3500!, runs["gemini-text"]!] })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  });

  it("lore compare prints the documented JSON shape, resolving runs by name", async () => {
    const out = capture();
    await compareCommand(["con3500", "con500"], { workspace: workspaceId, benchmark: "oracle-bc" }, out);
    expect(out.stdout).toHaveLength(1);
    const body = JSON.parse(out.stdout[0]!);
    for (const key of ["n", "accuracyA", "accuracyB", "delta", "deltaCi95", "onlyA", "onlyB", "mcnemarP", "byType"]) expect(body).toHaveProperty(key);
    expect(body).toMatchObject({ n: 166, onlyA: 28, onlyB: 18, runA: { name: "con3500" }, runB: { name: "con500" }, benchmark: "oracle-bc" });
    expect(body.delta).toBeCloseTo(10 / 166, 12);
    expect(body.deltaCi95).toHaveLength(2);
    for (const cell of Object.values(body.byType) as Record<string, unknown>[]) {
      for (const key of ["n", "accuracyA", "accuracyB", "onlyA", "onlyB", "mcnemarP"]) expect(cell).toHaveProperty(key);
    }
    expect(await getDb().run.count({ where: { workspaceId } })).toBe(4);
  });

  it("lore compare names an unknown run and refuses one run twice", async () => {
    await expect(compareCommand(["con3500", "nope"], { workspace: workspaceId }, capture())).rejects.toThrow(/no run nope/);
    await expect(compareCommand(["con500", "con500"], { workspace: workspaceId }, capture())).rejects.toThrow(/two different runs/);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectRunFileFormat, parseRunRow, type RunFileFormat } from "@/lib/longmemeval/parse-run-row";
import { computeQaMetrics } from "@/lib/metrics/qa-accuracy";

// Real run files from public LongMemEval runs (see ../shared/data/longmemeval/SOURCES.md), read in
// place. The official judge-log and judged-list accuracies are recounted here with plain loops so
// computeQaMetrics is checked against something other than itself.
const DATA = "../shared/data/longmemeval";
const GEMINI = `${DATA}/LugmanS_longmemeval`;
const LLAMA = `${DATA}/hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con`;
const JUDGE_SUFFIX = ".eval-results-gpt-4o-mini";

type RawRow = Record<string, unknown>;

// Files hold either one JSON list or one JSON object per line, whatever their extension says.
function readRows(path: string): RawRow[] {
  const text = readFileSync(path, "utf8");
  if (text.trimStart().startsWith("[")) return JSON.parse(text) as RawRow[];
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RawRow);
}

function expectedFormat(name: string): RunFileFormat {
  if (name.endsWith(JUDGE_SUFFIX)) return "judge-log";
  if (name.endsWith("-eval.json")) return "judged-list";
  return "hypotheses";
}

const runFiles = [...readdirSync(`${GEMINI}/data`).map((name) => `${GEMINI}/data/${name}`), ...readdirSync(LLAMA).map((name) => `${LLAMA}/${name}`)];

const round4 = (x: number | null) => (x === null ? null : Math.round(x * 1e4) / 1e4);

describe("every run file in the shared data", () => {
  it("finds the 4 Gemini and 10 Llama run files", () => {
    expect(runFiles).toHaveLength(14);
  });

  it.each(runFiles.map((path) => [path.split("/").pop()!, path]))("parses every row of %s", (name, path) => {
    const rows = readRows(path);
    const format = expectedFormat(name);
    expect(detectRunFileFormat(rows[0])).toBe(format);
    const parsed = rows.map((row) => parseRunRow(row));
    expect(parsed.every((row) => detectRunFileFormat(row.raw) === format)).toBe(true);
    expect(parsed.length).toBe(name.includes("image") ? 494 : name.startsWith("gemini") ? 500 : 166);
    expect(new Set(parsed.map((row) => row.questionId)).size).toBe(parsed.length);
    expect(parsed.every((row) => typeof row.hypothesis === "string")).toBe(true);
    if (format === "hypotheses") expect(parsed.every((row) => row.correct === null)).toBe(true);
    else expect(parsed.every((row) => typeof row.correct === "boolean")).toBe(true);
    // Every one of these files logged the reader's usage.
    expect(parsed.every((row) => row.readerInputTokens !== null && row.readerInputTokens > 0)).toBe(true);
  });
});

describe("Gemini 2.5 Flash judged lists", () => {
  const textRows = readRows(`${GEMINI}/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`);
  const textReport = JSON.parse(readFileSync(`${GEMINI}/reports/gemini-2.5-flash-dynamic-thinking-text-context-eval-report.json`, "utf8")) as {
    summary: { valid: number };
    overall_token_usage: { input: { total: number; min: number; max: number } };
  };

  it("scores the text-context run 443/500 with task-averaged accuracy 0.8908", () => {
    const m = computeQaMetrics(textRows.map(parseRunRow).map((r) => ({ questionId: r.questionId, questionType: r.questionType, correct: r.correct! })));
    expect(m.n).toBe(500);
    expect(m.correct).toBe(443);
    expect(m.accuracy).toBe(0.886);
    expect(round4(m.taskAveragedAccuracy)).toBe(0.8908);
    expect(m.abstention).toEqual({ n: 30, correct: 25, accuracy: 25 / 30 });
    expect(Object.keys(m.byType).sort()).toEqual([
      "knowledge-update",
      "multi-session",
      "single-session-assistant",
      "single-session-preference",
      "single-session-user",
      "temporal-reasoning",
    ]);

    const perType = new Map<string, { n: number; yes: number }>();
    for (const row of textRows) {
      const c = perType.get(row.question_type as string) ?? { n: 0, yes: 0 };
      c.n++;
      if ((row.evaluation as string).toLowerCase() === "yes") c.yes++;
      perType.set(row.question_type as string, c);
    }
    const byHand = [...perType.values()].reduce((sum, c) => sum + c.yes / c.n, 0) / perType.size;
    expect(m.taskAveragedAccuracy).toBeCloseTo(byHand, 12);
  });

  it("counts capitalised verdicts that the run's own report missed", () => {
    // The report counts only lowercase "yes" (435); 8 verdicts are "Yes".
    expect(textRows.filter((row) => row.evaluation === "yes")).toHaveLength(textReport.summary.valid);
    expect(textReport.summary.valid).toBe(435);
    expect(textRows.filter((row) => row.evaluation === "Yes")).toHaveLength(8);
  });

  it("takes reader input tokens that add up to the report's totals", () => {
    const tokens = textRows.map((row) => parseRunRow(row).readerInputTokens!);
    expect(tokens.reduce((a, b) => a + b, 0)).toBe(textReport.overall_token_usage.input.total);
    expect(Math.min(...tokens)).toBe(textReport.overall_token_usage.input.min);
    expect(Math.max(...tokens)).toBe(textReport.overall_token_usage.input.max);

    // The unjudged file of the same run logs the same usage under `usage`.
    const hypotheses = readRows(`${GEMINI}/data/gemini-2.5-flash-dynamic-thinking-full-text-context.json`).map(parseRunRow);
    expect(hypotheses.reduce((sum, row) => sum + row.readerInputTokens!, 0)).toBe(58_062_798);
  });

  it("scores the image-context run 291/494 and reads Gemini REST usage", () => {
    const rows = readRows(`${GEMINI}/data/gemini-2.5-flash-dynamic-thinking-image-context-700-eval.json`);
    const report = JSON.parse(readFileSync(`${GEMINI}/reports/gemini-2.5-flash-dynamic-thinking-image-context-700-eval-report.json`, "utf8")) as {
      summary: { valid: number };
      overall_token_usage: { input: { total: number } };
    };
    const parsed = rows.map(parseRunRow);
    const m = computeQaMetrics(parsed.map((r) => ({ questionId: r.questionId, questionType: r.questionType, correct: r.correct! })));
    expect(m.correct).toBe(291);
    expect(rows.filter((row) => row.evaluation === "yes")).toHaveLength(report.summary.valid);
    expect(parsed.reduce((sum, row) => sum + row.readerInputTokens!, 0)).toBe(report.overall_token_usage.input.total);
  });
});

describe("official gpt-4o-mini judge logs of the Llama 3.1 8B CoN runs", () => {
  const judgeLogs = readdirSync(LLAMA).filter((name) => name.endsWith(JUDGE_SUFFIX));

  it("has one judge log per compression setting", () => {
    expect(judgeLogs).toHaveLength(5);
  });

  it.each(judgeLogs)("computes the accuracy a plain count of labels gives for %s", (name) => {
    const rows = readRows(`${LLAMA}/${name}`);
    let trueLabels = 0;
    for (const row of rows) if ((row.autoeval_label as { label: boolean }).label === true) trueLabels++;

    const parsed = rows.map(parseRunRow);
    // These logs carry no question_type: type breakdowns need the question file.
    const m = computeQaMetrics(parsed.map((r) => ({ questionId: r.questionId, questionType: r.questionType, correct: r.correct! })));
    expect(m.n).toBe(166);
    expect(m.correct).toBe(trueLabels);
    expect(m.accuracy).toBe(trueLabels / 166);
    expect(m.abstention.n).toBe(8);
    expect(m.taskAveragedAccuracy).toBeNull();
    expect(new Set(parsed.map((r) => r.judge))).toEqual(new Set(["gpt-4o-mini-2024-07-18"]));
    // Reader tokens are the API's prompt count, not the fork's re-count or the judge's tokens.
    for (const r of parsed) {
      expect(r.readerInputTokens).toBe((r.raw as { usage: { prompt_tokens: number } }).usage.prompt_tokens);
    }

    // The judge log repeats its hypotheses file row for row.
    const hypotheses = readRows(`${LLAMA}/${name.slice(0, -JUDGE_SUFFIX.length)}`).map(parseRunRow);
    expect(hypotheses.map((r) => [r.questionId, r.hypothesis])).toEqual(parsed.map((r) => [r.questionId, r.hypothesis]));
  });

  it("pins the con500_1k setting at 84/166", () => {
    const name = judgeLogs.find((n) => n.includes("_con500_1k_"))!;
    const m = computeQaMetrics(
      readRows(`${LLAMA}/${name}`)
        .map(parseRunRow)
        .map((r) => ({ questionId: r.questionId, questionType: r.questionType, correct: r.correct! })),
    );
    expect(m.correct).toBe(84);
  });
});

import type { ComparisonData } from "@/lib/services/runs/get-comparison";
import { STAGE_KS } from "@/lib/runs/compute-run-stages";

export const COMPARISON_CSV_TABLES = ["summary", "stages", "flips"] as const;
export type ComparisonCsvTable = (typeof COMPARISON_CSV_TABLES)[number];

type Cell = string | number | boolean | null | undefined;

// RFC 4180 quoting. A text cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed
// with an apostrophe: run names are user input.
export function toCsv(header: string[], rows: Cell[][]): string {
  const cell = (value: Cell): string => {
    if (value === null || value === undefined) return "";
    if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
    if (typeof value === "boolean") return value ? "true" : "false";
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

// One row per compared pair and question type, plus an "all" row per pair: what the per-type table
// and `lore compare` show.
export function comparisonSummaryCsv(data: ComparisonData): string {
  const rows: Cell[][] = [];
  for (const { summary: s } of data.comparisons) {
    const base = [data.benchmark.name, s.runA.name, s.runA.id, s.runB.name, s.runB.id];
    for (const [type, c] of Object.entries(s.byType)) {
      rows.push([
        ...base,
        type,
        c.n,
        c.accuracyA,
        c.accuracyB,
        c.delta,
        c.deltaCi95?.[0],
        c.deltaCi95?.[1],
        "newcombe-paired",
        c.onlyA,
        c.onlyB,
        c.bothCorrect,
        c.bothWrong,
        c.mcnemarP,
      ]);
    }
    rows.push([
      ...base,
      "all",
      s.n,
      s.accuracyA,
      s.accuracyB,
      s.delta,
      s.deltaCi95?.[0],
      s.deltaCi95?.[1],
      `paired-bootstrap:${s.bootstrap.resamples}:seed=${s.bootstrap.seed}`,
      s.onlyA,
      s.onlyB,
      s.bothCorrect,
      s.bothWrong,
      s.mcnemarP,
    ]);
  }
  return toCsv(
    [
      "benchmark",
      "run_a",
      "run_a_id",
      "run_b",
      "run_b_id",
      "question_type",
      "n",
      "accuracy_a",
      "accuracy_b",
      "delta",
      "delta_ci95_low",
      "delta_ci95_high",
      "ci_method",
      "only_a",
      "only_b",
      "both_correct",
      "both_wrong",
      "mcnemar_p",
    ],
    rows,
  );
}

// The stage chart as a table: per run, over the questions every compared run judged.
export function comparisonStagesCsv(data: ComparisonData): string {
  return toCsv(
    [
      "benchmark",
      "run",
      "run_id",
      "shared_questions",
      ...STAGE_KS.map((k) => `recall_any_at_${k}`),
      "recall_n",
      "evidence_coverage",
      "evidence_n",
      "accuracy",
      "accuracy_ci95_low",
      "accuracy_ci95_high",
      "reader_tokens_mean",
      "reader_tokens_median",
      "reader_tokens_p90",
    ],
    data.stages.runs.map((s) => [
      data.benchmark.name,
      s.name,
      s.runId,
      s.n,
      ...STAGE_KS.map((k) => s.recallAny?.[String(k)] ?? null),
      s.recallN,
      s.evidenceCoverage,
      s.evidenceN,
      s.accuracy,
      s.accuracyCi95?.lo,
      s.accuracyCi95?.hi,
      s.readerTokens.mean,
      s.readerTokens.median,
      s.readerTokens.p90,
    ]),
  );
}

export function comparisonFlipsCsv(data: ComparisonData): string {
  const rows: Cell[][] = [];
  for (const { summary: s, flips } of data.comparisons) {
    for (const f of flips)
      rows.push([data.benchmark.name, s.runA.name, s.runB.name, f.questionExternalId, f.questionType, f.direction === "onlyA" ? s.runA.name : s.runB.name]);
  }
  return toCsv(["benchmark", "run_a", "run_b", "question_id", "question_type", "right_only_in"], rows);
}

export function comparisonCsv(data: ComparisonData, table: ComparisonCsvTable): string {
  return table === "stages" ? comparisonStagesCsv(data) : table === "flips" ? comparisonFlipsCsv(data) : comparisonSummaryCsv(data);
}

// The whole comparison as JSON: each pair in `lore compare`'s shape with its flips, the stages,
// and cost against quality for every run of the benchmark.
export function comparisonJson(data: ComparisonData) {
  return {
    benchmark: data.benchmark,
    runs: data.runs,
    sharedQuestions: data.stages.sharedQuestions,
    stages: data.stages.runs,
    comparisons: data.comparisons.map(({ summary, flips }) => ({
      ...summary,
      flips: flips.map((f) => ({ questionId: f.questionExternalId, questionType: f.questionType, rightOnlyIn: f.direction === "onlyA" ? "A" : "B" })),
    })),
    costQuality: data.benchmarkRuns,
  };
}

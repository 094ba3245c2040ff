import "server-only";
import { listComparisonRuns } from "@/lib/dal/runs/list-comparison-runs";
import { loadComparisonRows } from "@/lib/dal/runs/load-comparison-rows";
import { loadFlipRows } from "@/lib/dal/runs/load-flip-rows";
import { rankingKey } from "@/lib/dal/runs/load-rankings";
import { contextShapeOf } from "@/lib/questions/count-context-blocks";
import { stageConfigurationOf, type StageConfiguration } from "@/lib/questions/stage-configuration";
import { toComparableResult, type ComparableResult, type ComparableRun } from "@/lib/runs/comparable-result";
import { compareRuns } from "@/lib/runs/compare-runs";
import { computeRunStages } from "@/lib/runs/compute-run-stages";
import { runConfigurationOf } from "@/lib/runs/run-configuration";

export type ComparisonFailure = { ok: false; code: "NOT_FOUND" | "INVALID_INPUT"; message: string };

// Everything the compare page, its exports and `lore compare` need: the runs, their results
// and rankings, the benchmark's questions (types and answer sessions), the headline metrics of
// every run of the benchmark (cost against quality), and the question text and answers of the
// flipped questions only, read by the DAL in a few queries scoped by workspace; the paired
// statistics (McNemar, bootstrap) and stages computed here by lib/runs and lib/stats. The first
// run is the baseline the others are compared with.
export async function getComparison(input: { workspaceId: string; runIds: string[]; resamples?: number; seed?: number; withFlipDetails?: boolean }) {
  const { workspaceId } = input;
  const found = await listComparisonRuns({ workspaceId, runIds: input.runIds });
  const byId = new Map(found.map((run) => [run.id, run]));
  const missing = input.runIds.filter((id) => !byId.has(id));
  if (missing.length) return { ok: false, code: "NOT_FOUND", message: `No run ${missing.join(", ")} in this workspace.` } satisfies ComparisonFailure;
  const runs = input.runIds.map((id) => byId.get(id)!);
  const benchmark = runs[0]!.benchmark;
  if (runs.some((run) => run.benchmark.id !== benchmark.id)) {
    return {
      ok: false,
      code: "INVALID_INPUT",
      message: `Runs over different benchmarks cannot be compared: ${runs.map((r) => `${r.name} (${r.benchmark.name})`).join(", ")}.`,
    } satisfies ComparisonFailure;
  }

  const {
    results: rows,
    rankings,
    questions,
    benchmarkRuns: benchmarkRunList,
    metrics,
  } = await loadComparisonRows({
    workspaceId,
    runIds: input.runIds,
    benchmarkId: benchmark.id,
  });

  const questionById = new Map(questions.map((q) => [q.id, q]));
  const resultsByRun = new Map<string, ComparableRun["results"]>(input.runIds.map((id) => [id, []]));
  for (const row of rows) {
    resultsByRun.get(row.runId)!.push(
      toComparableResult({
        ...row,
        retrievedSessionIds: rankings.get(rankingKey(row.runId, row.questionExternalId)) ?? null,
        question: row.questionId ? (questionById.get(row.questionId) ?? null) : null,
      }),
    );
  }
  const comparable: ComparableRun[] = runs.map((run) => ({ id: run.id, name: run.name, results: resultsByRun.get(run.id)! }));
  const comparisons = comparable.slice(1).map((other) => compareRuns(comparable[0]!, other, { resamples: input.resamples, seed: input.seed }));
  const stages = computeRunStages(comparable);

  const benchmarkRuns = benchmarkRunList.map((run) => {
    const m = metrics.get(run.id);
    return {
      id: run.id,
      name: run.name,
      archived: run.archivedAt !== null,
      selected: input.runIds.includes(run.id),
      judged: m?.judged ?? 0,
      accuracy: m && m.judged ? m.correct / m.judged : null,
      readerTokensMean: m?.readerTokensMean ?? null,
    };
  });

  const flipDetails =
    input.withFlipDetails === false
      ? {}
      : await loadFlipDetails({
          workspaceId,
          runIds: input.runIds,
          comparisons,
          results: comparable,
          budgetRuns: new Map(
            runs.flatMap((run) => {
              const configuration = stageConfigurationOf(run.configuration);
              return configuration.budget === null ? [] : [[run.id, configuration] as const];
            }),
          ),
        });

  return {
    ok: true as const,
    benchmark,
    runs: runs.map((run) => ({
      id: run.id,
      name: run.name,
      kind: run.kind,
      reader: run.reader,
      judge: run.judge,
      judgeProtocol: run.judgeProtocol,
      judged: metrics.get(run.id)?.judged ?? 0,
      archived: run.archivedAt !== null,
      createdAt: run.createdAt,
      ...runConfigurationOf(run.configuration),
    })),
    // Each run's configuration as stored, for the stage verdicts of the flipped questions.
    runConfigurations: Object.fromEntries(runs.map((run) => [run.id, run.configuration])) as Record<string, unknown>,
    stages,
    comparisons,
    benchmarkRuns,
    flipDetails,
  };
}

export type ComparisonData = Extract<Awaited<ReturnType<typeof getComparison>>, { ok: true }>;

// A flipped question's text, each run's answer, and each run's stored result (with its context's
// block count when the run had a token budget), so its stage verdicts match the question's trace.
export type FlipDetail = { text: string | null; hypotheses: Record<string, string | null>; results: Record<string, ComparableResult> };

async function loadFlipDetails(input: {
  workspaceId: string;
  runIds: string[];
  comparisons: ReturnType<typeof compareRuns>[];
  results: ComparableRun[];
  budgetRuns: Map<string, StageConfiguration>;
}): Promise<Record<string, FlipDetail>> {
  const flips = input.comparisons.flatMap((c) => c.flips);
  if (!flips.length) return {};
  const externalIds = [...new Set(flips.map((f) => f.questionExternalId))];
  const questionIds = [...new Set(flips.flatMap((f) => (f.questionId ? [f.questionId] : [])))];
  const { answers, texts } = await loadFlipRows({
    workspaceId: input.workspaceId,
    runIds: input.runIds,
    externalIds,
    questionIds,
    withContext: input.budgetRuns.size > 0,
  });
  const textById = new Map(texts.map((q) => [q.id, q.text]));
  const details: Record<string, FlipDetail> = {};
  for (const flip of flips)
    details[flip.questionExternalId] ??= { text: flip.questionId ? (textById.get(flip.questionId) ?? null) : null, hypotheses: {}, results: {} };
  for (const run of input.results) {
    for (const result of run.results) {
      const detail = details[result.questionExternalId];
      if (detail) detail.results[run.id] = result;
    }
  }
  for (const row of answers) {
    const detail = details[row.questionExternalId];
    if (!detail) continue;
    detail.hypotheses[row.runId] = row.hypothesis;
    const result = detail.results[row.runId];
    const budgeted = input.budgetRuns.get(row.runId);
    if (result && budgeted) detail.results[row.runId] = { ...result, contextShape: contextShapeOf(row.readerContext, budgeted) };
  }
  return details;
}

import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { getPostgresVersion } from "@/lib/dal/health/get-postgres-version";
import { aggregateRunMetrics } from "@/lib/dal/runs/aggregate-run-metrics";
import { findStudy, type FoundStudy } from "@/lib/dal/studies/find-study";
import { loadRunExtras } from "@/lib/dal/studies/load-run-extras";
import { paretoFrontier } from "@/lib/stats/pareto-frontier";
import { wilsonInterval } from "@/lib/stats/wilson-interval";
import type { StudyPlan } from "@/lib/studies/plan-study";
import { reproduceCommands } from "@/lib/studies/reproduce-commands";
import type { StudyReport, StudyRow, StudyRowStatus } from "@/lib/studies/study-report";

let loreVersion: string | null = null;
function readLoreVersion(): string {
  if (loreVersion) return loreVersion;
  try {
    loreVersion = (JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    loreVersion = "unknown";
  }
  return loreVersion;
}

const stepStatus = (status: FoundStudy["steps"][number]["status"] | undefined): StudyRowStatus =>
  status === "done" ? "done" : status === "running" ? "running" : status === "failed" ? "failed" : "pending";

// Everything a study's page, `lore study show` and its report present, from the study's plan and
// the runs its steps point at. Null when the workspace has no such study.
export async function loadStudyReport(input: { workspaceId: string; study: string; resamples?: number }): Promise<StudyReport | null> {
  const study = await findStudy(input);
  if (!study) return null;
  const plan = study.plan as unknown as StudyPlan;
  const steps = new Map(study.steps.map((s) => [s.hash, s]));
  const runFor = (hash: string | null) => (hash ? (steps.get(hash)?.run ?? null) : null);

  const rowRuns = plan.setups.map((setup) => ({ setup, retrieval: runFor(setup.retrieval), qa: runFor(setup.qa) }));
  const resultRunIds = rowRuns.map((r) => (r.setup.qa ? r.qa?.id : r.retrieval?.id)).filter((id): id is string => Boolean(id));
  const stepRunIds = study.steps.flatMap((s) => (s.run ? [s.run.id] : []));
  const [metrics, extras, pg] = await Promise.all([
    aggregateRunMetrics({ workspaceId: input.workspaceId, runIds: [...new Set([...resultRunIds, ...stepRunIds])] }),
    loadRunExtras(resultRunIds),
    getPostgresVersion(),
  ]);

  const baselineIndex = Math.max(
    0,
    plan.setups.findIndex((s) => s.label === plan.baseline),
  );
  const baselineRunId = rowRuns[baselineIndex]?.setup.qa ? rowRuns[baselineIndex]?.qa?.id : null;
  const judgedOthers = rowRuns.filter((r, i) => i !== baselineIndex && r.setup.qa && r.qa && (metrics.get(r.qa.id)?.judged ?? 0) > 0).map((r) => r.qa!.id);
  const comparison =
    baselineRunId && (metrics.get(baselineRunId)?.judged ?? 0) > 0 && judgedOthers.length
      ? await getComparison({ workspaceId: input.workspaceId, runIds: [baselineRunId, ...judgedOthers], withFlipDetails: false, resamples: input.resamples })
      : null;
  const vsBaseline = new Map(comparison?.ok ? comparison.comparisons.map((c) => [c.summary.runB.id, c.summary]) : []);

  const rows: StudyRow[] = rowRuns.map(({ setup, retrieval, qa }, i) => {
    const resultRun = setup.qa ? qa : retrieval;
    const m = resultRun ? metrics.get(resultRun.id) : undefined;
    const extra = resultRun ? extras.get(resultRun.id) : undefined;
    const statuses = [stepStatus(steps.get(setup.retrieval)?.status), ...(setup.qa ? [stepStatus(steps.get(setup.qa)?.status)] : [])];
    const status: StudyRowStatus = statuses.includes("failed")
      ? "failed"
      : statuses.includes("running")
        ? "running"
        : statuses.every((s) => s === "done")
          ? "done"
          : "pending";
    const judged = m?.judged ?? 0;
    const summary = qa ? vsBaseline.get(qa.id) : undefined;
    return {
      label: setup.label,
      evidence: setup.evidence,
      settings: setup.settings,
      status,
      retrievalRun: retrieval ? { id: retrieval.id, name: retrieval.name } : null,
      qaRun: qa ? { id: qa.id, name: qa.name } : null,
      n: m?.results ?? 0,
      judged,
      correct: m?.correct ?? 0,
      accuracy: judged ? m!.correct / judged : null,
      accuracyInterval: judged ? wilsonInterval(m!.correct, judged) : null,
      readerTokensMean: m?.readerTokensMean ?? null,
      recallK: setup.settings.k,
      recall: m?.recallAtK ?? null,
      evidenceCoverage: m?.evidenceCoverageMean ?? null,
      answerInContext: extra?.answerInContext ?? null,
      costUsd: extra?.costUsd ?? null,
      costPerQuestionUsd: extra?.costUsd !== null && extra?.costUsd !== undefined && m?.results ? extra.costUsd / m.results : null,
      baseline: i === baselineIndex,
      onFrontier: false,
      vsBaseline:
        summary && summary.mcnemarP !== null && summary.delta !== null
          ? {
              paired: summary.n,
              onlyBaseline: summary.onlyA,
              onlyThis: summary.onlyB,
              mcnemarP: summary.mcnemarP,
              // compareRuns gives the baseline (A) minus this row (B); a row reads as its own change.
              delta: -summary.delta,
              bootstrap: summary.deltaCi95 ? { lo: -summary.deltaCi95[1], hi: -summary.deltaCi95[0], ...summary.bootstrap } : null,
              flipsHref: `/runs/compare?${new URLSearchParams({ runs: `${baselineRunId},${qa!.id}` })}`,
            }
          : null,
    };
  });
  const frontier = new Set(
    paretoFrontier(
      rows.flatMap((row) =>
        row.accuracy !== null && row.readerTokensMean !== null ? [{ id: row.label, cost: row.readerTokensMean, quality: row.accuracy }] : [],
      ),
    ).map((p) => p.id),
  );
  for (const row of rows) row.onFrontier = frontier.has(row.label);

  const stepsDone = study.steps.filter((s) => s.status === "done").length;
  const questionsDone = study.steps.reduce((sum, s) => sum + Math.min(plan.benchmark.questions, s.run ? (metrics.get(s.run.id)?.results ?? 0) : 0), 0);
  const judgeProtocol = plan.steps.find((s) => s.kind === "qa")?.judgeProtocolId ?? null;
  return {
    study: {
      id: study.id,
      name: study.name,
      description: study.description,
      status: study.status,
      baseline: plan.baseline,
      createdAt: study.createdAt.toISOString(),
      updatedAt: study.updatedAt.toISOString(),
      file: { name: study.fileName, text: study.fileText },
    },
    benchmark: { name: study.benchmark.name, questions: plan.benchmark.questions, fingerprint: plan.benchmark.fingerprint },
    judgeProtocol,
    fixed: plan.fixed,
    varied: plan.varied,
    software: { lore: readLoreVersion(), node: process.version, postgres: pg },
    progress: { runsDone: stepsDone, runsTotal: plan.steps.length, questionsDone, questionsTotal: plan.steps.length * plan.benchmark.questions },
    rows,
    commands: study.workspace.isDemo
      ? [`lore seed demo --reset`, `lore study show ${study.name}`, `lore study report ${study.name} --format html --out ${study.name}.html`]
      : reproduceCommands({ study: study.name, fileName: study.fileName, benchmark: study.benchmark.name, plan }),
    generatedAt: new Date().toISOString(),
  };
}

import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { formatPoints, formatPointsInterval, formatPValue } from "@/lib/format/format-p-value";
import type { StudyReport, StudyRow } from "@/lib/studies/study-report";

// The seed table's cells as text, once, for the study page, the markdown and the HTML report, so
// the three never disagree on a number. A figure that does not exist yet is "—".

export type StudyTableCells = {
  label: string;
  evidence: string;
  status: string;
  judged: string;
  accuracy: string;
  interval: string;
  readerTokens: string;
  recall: string;
  evidenceCoverage: string;
  cost: string;
  costPerQuestion: string;
};

export function formatUsd(value: number | null): string {
  if (value === null) return "—";
  return `$${value.toFixed(value !== 0 && Math.abs(value) < 0.1 ? 4 : 2)}`;
}

export function formatInterval(interval: { lo: number; hi: number } | null): string {
  return interval ? `${formatPercent(interval.lo)}–${formatPercent(interval.hi)}` : "—";
}

export function studyTableCells(row: StudyRow): StudyTableCells {
  return {
    label: row.label,
    evidence: row.evidence,
    status: row.baseline ? `${row.status} (baseline)` : row.status,
    judged: row.judged ? `${formatInteger(row.correct)}/${formatInteger(row.judged)}` : "—",
    accuracy: formatPercent(row.accuracy),
    interval: formatInterval(row.accuracyInterval),
    readerTokens: formatInteger(row.readerTokensMean),
    recall: formatPercent(row.recall),
    evidenceCoverage: formatPercent(row.evidenceCoverage),
    cost: formatUsd(row.costUsd),
    costPerQuestion: formatUsd(row.costPerQuestionUsd),
  };
}

export type StudySignificanceCells = {
  label: string;
  paired: string;
  onlyBaseline: string;
  onlyThis: string;
  mcnemarP: string;
  delta: string;
  bootstrap: string;
};

// Each non-baseline row paired against the baseline; null when there is nothing to pair yet.
export function studySignificanceCells(row: StudyRow): StudySignificanceCells | null {
  const vs = row.vsBaseline;
  if (!vs) return null;
  return {
    label: row.label,
    paired: formatInteger(vs.paired),
    onlyBaseline: formatInteger(vs.onlyBaseline),
    onlyThis: formatInteger(vs.onlyThis),
    mcnemarP: formatPValue(vs.mcnemarP),
    delta: formatPoints(vs.delta),
    bootstrap: vs.bootstrap ? `${formatPointsInterval(vs.bootstrap)} (${formatInteger(vs.bootstrap.resamples)} resamples, seed ${vs.bootstrap.seed})` : "—",
  };
}

export function studyProgressText(report: StudyReport): string {
  const p = report.progress;
  return `${formatInteger(p.runsDone)}/${formatInteger(p.runsTotal)} runs, ${formatInteger(p.questionsDone)}/${formatInteger(p.questionsTotal)} questions`;
}

// Set-ups on the cost-quality Pareto frontier, cheapest first.
export function studyFrontier(report: StudyReport): StudyRow[] {
  return report.rows.filter((r) => r.onFrontier).sort((a, b) => (a.readerTokensMean ?? Infinity) - (b.readerTokensMean ?? Infinity));
}

// The report's results table, once for the markdown and the HTML: its headers, each row's cells
// in that order, and which columns hold numbers (right-aligned).
export const RESULT_COLUMNS = [
  { header: "Set-up", numeric: false },
  { header: "Evidence given to the reader", numeric: false },
  { header: "Accuracy", numeric: true },
  { header: "95% interval", numeric: true },
  { header: "Correct/judged", numeric: true },
  { header: "Reader tokens / question", numeric: true },
  { header: "Recall@k", numeric: true },
  { header: "Evidence coverage", numeric: true },
  { header: "Cost", numeric: true },
  { header: "Cost / question", numeric: true },
  { header: "Status", numeric: false },
] as const;

export function resultCells(row: StudyRow): string[] {
  const c = studyTableCells(row);
  return [
    c.label,
    c.evidence,
    c.accuracy,
    c.interval,
    c.judged,
    c.readerTokens,
    `${c.recall} (k=${row.recallK})`,
    c.evidenceCoverage,
    c.cost,
    c.costPerQuestion,
    c.status,
  ];
}

import type { BarValue } from "@/lib/charts/grouped-bars";
import { seriesColour } from "@/lib/charts/palette";
import type { ComparisonData } from "@/lib/services/runs/get-comparison";
import { compareQuestionTypes } from "@/lib/runs/comparable-result";
import type { Flip } from "@/lib/runs/compare-runs";
import type { StageVerdicts } from "@/lib/questions/stage-verdicts";
import { judgeComparabilityWarning } from "@/lib/runs/judge-comparability";
import { resultStageVerdicts } from "@/lib/runs/result-stage-verdicts";

export type FlipRow = Flip & {
  href: string | null;
  text: string | null;
  answerA: string | null;
  answerB: string | null;
  // Each run's stage verdicts on this question, from the same function as the question's trace.
  verdictsA: StageVerdicts | null;
  verdictsB: StageVerdicts | null;
};

export type PairRow = {
  key: string;
  label: string;
  n: number;
  accuracyA: number | null;
  accuracyB: number | null;
  delta: number | null;
  deltaCi95: [number, number] | null;
  onlyA: number;
  onlyB: number;
  mcnemarP: number;
};

const ANSWER_CHARS = 280;

function clip(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > ANSWER_CHARS ? `${flat.slice(0, ANSWER_CHARS - 1)}…` : flat;
}

// The compare page's charts and tables, from a loaded comparison: nothing here touches the
// database, and every chart gets the numbers for its table from the same place.
export function buildComparisonView(data: ComparisonData, options: { k?: 1 | 3 | 5 | 10 } = {}) {
  const k = options.k ?? 10;
  const runs = data.runs.map((run, i) => ({ ...run, colour: seriesColour(i) }));
  const stageRows = data.stages.runs;

  const stageGroups = [`Session recall@${k} (% of questions)`, "Evidence coverage (% of evidence turns)", "Answer accuracy (% of questions)"];
  const stageSeries = stageRows.map((s) => ({
    id: s.runId,
    name: s.name,
    values: [
      s.recallAny ? { value: s.recallAny[String(k)]! } : null,
      s.evidenceCoverage === null ? null : { value: s.evidenceCoverage },
      s.accuracy === null ? null : { value: s.accuracy, lo: s.accuracyCi95?.lo, hi: s.accuracyCi95?.hi },
    ] satisfies BarValue[],
  }));

  const types = [...new Set(stageRows.flatMap((s) => Object.keys(s.byType)))].sort(compareQuestionTypes);
  const typeSeries = stageRows.map((s) => ({
    id: s.runId,
    name: s.name,
    values: types.map((type): BarValue => {
      const cell = s.byType[type];
      return cell?.accuracy == null ? null : { value: cell.accuracy, lo: cell.ci95?.lo, hi: cell.ci95?.hi };
    }),
  }));

  const verdictsOf = (runId: string, detail: ComparisonData["flipDetails"][string] | undefined): StageVerdicts | null => {
    const result = detail?.results?.[runId];
    if (!result) return null;
    return resultStageVerdicts({ result, configuration: data.runConfigurations?.[runId], runJudged: !data.stages.unjudgedRunIds.includes(runId) });
  };
  const pairs = data.comparisons.map(({ summary, flips }) => {
    const rows: PairRow[] = [
      ...Object.entries(summary.byType).map(([type, c]) => ({ key: type, label: type, ...pick(c) })),
      { key: "all", label: "All questions", ...pick(summary) },
    ];
    const flipRows: FlipRow[] = flips.map((flip) => {
      const detail = data.flipDetails[flip.questionExternalId];
      return {
        ...flip,
        href: flip.questionId
          ? `/questions/${encodeURIComponent(flip.questionId)}?runs=${encodeURIComponent(summary.runA.id)},${encodeURIComponent(summary.runB.id)}`
          : null,
        text: detail?.text ?? null,
        answerA: clip(detail?.hypotheses[summary.runA.id]),
        answerB: clip(detail?.hypotheses[summary.runB.id]),
        verdictsA: verdictsOf(summary.runA.id, detail),
        verdictsB: verdictsOf(summary.runB.id, detail),
      };
    });
    return {
      runA: summary.runA,
      runB: summary.runB,
      impossible: pairImpossibility(summary.runA, summary.runB, summary.n, data.stages.unjudgedRunIds),
      summary,
      rows,
      flips: flipRows,
      flipTypes: [...new Set(flips.flatMap((f) => (f.questionType ? [f.questionType] : [])))].sort(compareQuestionTypes),
    };
  });

  const placed = data.benchmarkRuns.filter((r) => r.accuracy !== null && r.readerTokensMean !== null);
  return {
    benchmark: data.benchmark,
    k,
    sharedQuestions: data.stages.sharedQuestions,
    stagesScope: stagesScope(
      data.stages.sharedQuestions,
      runs.filter((r) => data.stages.unjudgedRunIds.includes(r.id)).map((r) => r.name),
    ),
    runs,
    judgeWarning: judgeComparabilityWarning(data.runs),
    stages: { groups: stageGroups, series: stageSeries, rows: stageRows },
    types: { groups: types, series: typeSeries },
    pairs,
    costQuality: {
      points: placed.map((r) => ({ id: r.id, name: r.name, cost: r.readerTokensMean!, quality: r.accuracy!, selected: r.selected, judged: r.judged })),
      unplaced: data.benchmarkRuns
        .filter((r) => !placed.includes(r))
        .map((r) => ({ id: r.id, name: r.name, reason: r.accuracy === null ? "no judged questions" : "no reader token counts" })),
    },
  };
}

export type ComparisonView = ReturnType<typeof buildComparisonView>;

// Accuracy can only be paired over questions both runs judged. When there are none, say which
// comparison is impossible and why, rather than show a McNemar test and interval over 0 pairs.
function pairImpossibility(a: { id: string; name: string }, b: { id: string; name: string }, n: number, unjudged: string[]): string | null {
  if (n > 0) return null;
  const without = [a, b].filter((r) => unjudged.includes(r.id)).map((r) => r.name);
  if (without.length) {
    return `No paired accuracy comparison: ${without.join(" and ")} ${without.length > 1 ? "have" : "has"} no verdicts (a retrieval-only run has no answers to judge), so there are no questions both runs judged, and no McNemar test or bootstrap interval to compute. Each run's own recall, evidence coverage and reader tokens are in the table above.`;
  }
  return `No paired accuracy comparison: ${a.name} and ${b.name} judged no question in common, so there is no McNemar test or bootstrap interval to compute.`;
}

function stagesScope(shared: number, unjudgedNames: string[]): string {
  if (!unjudgedNames.length) return `over the ${shared} questions every run judged`;
  return `judged runs over the ${shared} questions they all judged; ${unjudgedNames.join(", ")} (no verdicts) over all ${unjudgedNames.length > 1 ? "their" : "its"} questions`;
}

function pick(c: Omit<PairRow, "key" | "label">): Omit<PairRow, "key" | "label"> {
  return {
    n: c.n,
    accuracyA: c.accuracyA,
    accuracyB: c.accuracyB,
    delta: c.delta,
    deltaCi95: c.deltaCi95,
    onlyA: c.onlyA,
    onlyB: c.onlyB,
    mcnemarP: c.mcnemarP,
  };
}

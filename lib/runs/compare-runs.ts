import type { ComparableResult, ComparableRun } from "@/lib/runs/comparable-result";
import { compareQuestionTypes } from "@/lib/runs/comparable-result";
import { pairedDiffInterval } from "@/lib/stats/diff-interval";
import { mcnemarExact } from "@/lib/stats/mcnemar-exact";
import { DEFAULT_RESAMPLES, DEFAULT_SEED, pairedBootstrap } from "@/lib/stats/paired-bootstrap";

export type PairCell = {
  n: number;
  accuracyA: number | null;
  accuracyB: number | null;
  onlyA: number;
  onlyB: number;
  mcnemarP: number;
  // Added to the documented shape: the difference and its interval (Newcombe, see diff-interval),
  // and the concordant cells, so the 2x2 table can be rebuilt from the output.
  delta: number | null;
  deltaCi95: [number, number] | null;
  bothCorrect: number;
  bothWrong: number;
};

// `lore compare --json` prints this shape; fields may be added, never renamed.
export type ComparisonSummary = {
  runA: { id: string; name: string };
  runB: { id: string; name: string };
  n: number;
  accuracyA: number | null;
  accuracyB: number | null;
  delta: number | null;
  // Paired bootstrap percentile interval of accuracyA - accuracyB.
  deltaCi95: [number, number] | null;
  onlyA: number;
  onlyB: number;
  mcnemarP: number;
  bothCorrect: number;
  bothWrong: number;
  bootstrap: { resamples: number; seed: number };
  byType: Record<string, PairCell>;
};

export type Flip = {
  questionExternalId: string;
  questionId: string | null;
  questionType: string | null;
  // "onlyA": right in A and wrong in B; "onlyB": the reverse.
  direction: "onlyA" | "onlyB";
};

export type RunComparison = { summary: ComparisonSummary; flips: Flip[] };

type Pair = { a: ComparableResult; b: ComparableResult; type: string | null };

// The questions both runs judged, in a stable order (by external id).
export function sharedJudged(a: ComparableRun, b: ComparableRun): Pair[] {
  const inB = new Map(b.results.map((r) => [r.questionExternalId, r]));
  const pairs: Pair[] = [];
  for (const ra of a.results) {
    const rb = inB.get(ra.questionExternalId);
    if (!rb || ra.correct === null || rb.correct === null) continue;
    pairs.push({ a: ra, b: rb, type: ra.questionType ?? rb.questionType });
  }
  return pairs.sort((x, y) => (x.a.questionExternalId < y.a.questionExternalId ? -1 : x.a.questionExternalId > y.a.questionExternalId ? 1 : 0));
}

function cellOf(pairs: Pair[]): PairCell {
  let both = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (const { a, b } of pairs) {
    if (a.correct && b.correct) both++;
    else if (a.correct) onlyA++;
    else if (b.correct) onlyB++;
  }
  const n = pairs.length;
  const neither = n - both - onlyA - onlyB;
  const ci = pairedDiffInterval({ both, onlyA, onlyB, neither });
  return {
    n,
    accuracyA: n ? (both + onlyA) / n : null,
    accuracyB: n ? (both + onlyB) / n : null,
    onlyA,
    onlyB,
    mcnemarP: mcnemarExact(onlyA, onlyB),
    delta: n ? (onlyA - onlyB) / n : null,
    deltaCi95: ci ? [ci.lo, ci.hi] : null,
    bothCorrect: both,
    bothWrong: neither,
  };
}

// Compares run A with run B on the questions both judged: accuracies, their difference with a
// seeded paired-bootstrap interval, the exact McNemar test, the same per question type, and the
// questions that flipped. Questions without a type count overall but in no type, as in the
// official metrics.
export function compareRuns(a: ComparableRun, b: ComparableRun, options: { resamples?: number; seed?: number } = {}): RunComparison {
  const pairs = sharedJudged(a, b);
  const overall = cellOf(pairs);
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_SEED;
  const bootstrap = pairedBootstrap({ a: pairs.map((p) => Boolean(p.a.correct)), b: pairs.map((p) => Boolean(p.b.correct)), resamples, seed });

  const groups = new Map<string, Pair[]>();
  for (const pair of pairs) {
    if (pair.type === null) continue;
    const group = groups.get(pair.type) ?? [];
    group.push(pair);
    groups.set(pair.type, group);
  }
  const byType: Record<string, PairCell> = {};
  for (const type of [...groups.keys()].sort(compareQuestionTypes)) byType[type] = cellOf(groups.get(type)!);

  const flips: Flip[] = pairs
    .filter((p) => p.a.correct !== p.b.correct)
    .map((p) => ({
      questionExternalId: p.a.questionExternalId,
      questionId: p.a.questionId ?? p.b.questionId,
      questionType: p.type,
      direction: p.a.correct ? ("onlyA" as const) : ("onlyB" as const),
    }))
    .sort((x, y) => compareFlipTypes(x.questionType, y.questionType) || x.questionExternalId.localeCompare(y.questionExternalId));

  return {
    summary: {
      runA: { id: a.id, name: a.name },
      runB: { id: b.id, name: b.name },
      n: overall.n,
      accuracyA: overall.accuracyA,
      accuracyB: overall.accuracyB,
      delta: overall.delta,
      deltaCi95: bootstrap ? [bootstrap.lo, bootstrap.hi] : null,
      onlyA: overall.onlyA,
      onlyB: overall.onlyB,
      mcnemarP: overall.mcnemarP,
      bothCorrect: overall.bothCorrect,
      bothWrong: overall.bothWrong,
      bootstrap: { resamples, seed },
      byType,
    },
    flips,
  };
}

// Flips of questions without a type go last.
function compareFlipTypes(x: string | null, y: string | null): number {
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return compareQuestionTypes(x, y);
}

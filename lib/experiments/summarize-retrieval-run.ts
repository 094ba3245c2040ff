import { computeRetrievalMetrics } from "@/lib/metrics/retrieval-metrics";

export type RetrievalResultForSummary = {
  questionId: string;
  type: string;
  isAbstention: boolean;
  rankedSessionIds: string[];
  answerSessionIds: string[];
  readerInputTokens: number;
  evidenceCoverage: number | null;
  answerInContext: boolean | null;
};

const KS = [1, 3, 5, 10] as const;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

function block(rows: RetrievalResultForSummary[], k: number) {
  const ks = [...new Set([...KS, k])].sort((a, b) => a - b);
  const retrieval = computeRetrievalMetrics(
    rows.map((r) => ({ questionId: r.questionId, rankedSessionIds: r.rankedSessionIds, answerSessionIds: r.answerSessionIds })),
    ks,
  );
  const judged = rows.filter((r) => r.answerInContext !== null);
  return {
    n: rows.length,
    readerTokensMean: mean(rows.map((r) => r.readerInputTokens)),
    recallAny: retrieval.recallAny,
    recallAll: retrieval.recallAll,
    ndcgAny: retrieval.ndcgAny,
    evidenceCoverage: mean(rows.flatMap((r) => (r.evidenceCoverage === null ? [] : [r.evidenceCoverage]))),
    answerInContext: judged.length ? judged.filter((r) => r.answerInContext).length / judged.length : null,
  };
}

// The run summary `lore experiment retrieval --json` prints: session recall by the official
// LongMemEval definitions (abstention questions excluded), and what the reader received.
export function summarizeRetrievalRun(input: { run: string; k: number; results: RetrievalResultForSummary[] }) {
  const types = [...new Set(input.results.map((r) => r.type))].sort();
  return {
    run: input.run,
    k: input.k,
    ...block(input.results, input.k),
    byType: Object.fromEntries(
      types.map((t) => [
        t,
        block(
          input.results.filter((r) => r.type === t),
          input.k,
        ),
      ]),
    ),
  };
}

export type RetrievalRunSummary = ReturnType<typeof summarizeRetrievalRun>;

import "server-only";
import { listRunOutcomes } from "@/lib/dal/experiments/list-run-outcomes";
import { computeQaMetrics } from "@/lib/metrics/qa-accuracy";

// The accuracy figures of a judged run, computed as `lore import run` computes them
// (computeQaMetrics over every judged row), plus what the judge calls cost.
export async function summarizeJudgedRun(runId: string) {
  const rows = await listRunOutcomes(runId);
  const qa = computeQaMetrics(
    rows.filter((r) => r.correct !== null).map((r) => ({ questionId: r.questionExternalId, questionType: r.questionType, correct: r.correct! })),
  );
  const tokens = rows.flatMap((r) => (r.readerInputTokens === null ? [] : [r.readerInputTokens]));
  const costUsd = rows.reduce((sum, r) => {
    const j = r.judgeOutput as { reader?: { costUsd?: number }; judge?: { costUsd?: number } } | null;
    return sum + (j?.reader?.costUsd ?? 0) + (j?.judge?.costUsd ?? 0);
  }, 0);
  return { qa, readerTokensMean: tokens.length ? tokens.reduce((a, b) => a + b, 0) / tokens.length : null, costUsd };
}

// Accuracies are only comparable when the same judge model read the same words: a different
// judge protocol (Lore's paraphrase against LongMemEval's official templates, or two versions of
// evaluate_qa.py) or a different judge model changes what counts as correct. Runs without
// verdicts (retrieval only) take no part.
export type JudgedRunInfo = { name: string; judge: string | null; judgeProtocol: string | null; judged: number };

export const describeJudgeProtocol = (protocol: string | null): string => protocol ?? "unknown (imported verdicts)";

export function judgeComparabilityWarning(runs: JudgedRunInfo[]): string | null {
  const judged = runs.filter((r) => r.judged > 0);
  if (judged.length < 2) return null;
  const protocols = new Set(judged.map((r) => describeJudgeProtocol(r.judgeProtocol)));
  const judges = new Set(judged.map((r) => r.judge ?? "unknown"));
  if (protocols.size === 1 && judges.size === 1) return null;
  const what = [protocols.size > 1 ? "judge protocols" : null, judges.size > 1 ? "judge models" : null].filter(Boolean).join(" and ");
  const each = judged.map((r) => `${r.name}: ${r.judge ?? "unknown judge"}, ${describeJudgeProtocol(r.judgeProtocol)}`).join("; ");
  return `These runs were judged with different ${what}, so their accuracies are not comparable: a difference may come from the judge, not the runs (${each}).`;
}

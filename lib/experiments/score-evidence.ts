import { analyzeDetailLoss } from "@/lib/detail-loss";

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, " ").replace(/[“”"']/g, "").trim();

// Whether the gold answer string appears in the reader's context (case and spacing ignored).
// Null for abstention questions, whose gold answer is an explanation, not a string to find.
export function answerInContext(answer: string, context: string, isAbstention: boolean): boolean | null {
  if (isAbstention) return null;
  const a = normalize(answer).replace(/\.$/, "");
  return a.length > 0 && normalize(context).includes(a);
}

// Evidence coverage of one question: the share of its evidence turns whose answer-bearing
// details the reader context still holds (the detail-loss library, with the context as the
// "sheet"). Null when the question has no evidence turns.
export function evidenceCoverage(input: { evidenceTurns: { id: string; role: string; content: string }[]; context: string; answer: string; question: string }): number | null {
  if (input.evidenceTurns.length === 0) return null;
  let kept = 0;
  for (const turn of input.evidenceTurns) {
    const report = analyzeDetailLoss({ turns: [{ ...turn, answerBearing: true }], factSheet: input.context, answer: input.answer, question: input.question });
    if (!report.answerBearingLost) kept++;
  }
  return kept / input.evidenceTurns.length;
}

import { analyzeDetailLoss, type LostDetail, type SourceTurn } from "@/lib/detail-loss";

export type EvidenceQuestion = { questionId: string; externalId: string; type: string; text: string; answer: string; turnIds: string[] };

export type SessionSheetAnalysis = {
  coverage: number;
  answerBearingLost: boolean;
  lostDetails: LostDetail[];
  questions: { questionId: string; externalId: string; type: string; answerBearingLost: boolean }[];
};

// One session against one fact sheet, once per question the session holds evidence for: a turn
// is answer-bearing for its own question, and that question's answer decides which details are
// critical. Lost details are merged; a detail is answer-bearing if it is for any question.
export function analyzeSessionSheet(input: {
  turns: { id: string; role: string; content: string }[];
  factSheet: string;
  questions: EvidenceQuestion[];
}): SessionSheetAnalysis {
  const plain: SourceTurn[] = input.turns.map((t) => ({ id: t.id, role: t.role, content: t.content, answerBearing: false }));
  if (input.questions.length === 0) {
    const report = analyzeDetailLoss({ turns: plain, factSheet: input.factSheet });
    return { coverage: report.coverage, answerBearingLost: false, lostDetails: report.lostDetails, questions: [] };
  }
  const merged = new Map<string, LostDetail>();
  let coverage = 1;
  const questions = input.questions.map((q, i) => {
    const evidence = new Set(q.turnIds);
    const report = analyzeDetailLoss({
      turns: plain.map((t) => ({ ...t, answerBearing: evidence.has(t.id) })),
      factSheet: input.factSheet,
      answer: q.answer,
      question: q.text,
    });
    if (i === 0) coverage = report.coverage;
    for (const d of report.lostDetails) {
      const key = `${d.turnId}:${d.start}:${d.end}:${d.kind}`;
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, answerBearing: seen.answerBearing || d.answerBearing } : d);
    }
    return { questionId: q.questionId, externalId: q.externalId, type: q.type, answerBearingLost: report.answerBearingLost };
  });
  return { coverage, answerBearingLost: questions.some((q) => q.answerBearingLost), lostDetails: [...merged.values()], questions };
}

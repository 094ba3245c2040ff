import type { SessionSheetAnalysis } from "@/lib/analysis/analyze-session-sheet";

export type DetailLossSummaryCell = { sessions: number; meanCoverage: number | null; answerBearingLost: number; answerBearingLostRate: number | null };

export type DetailLossSummary = DetailLossSummaryCell & { byQuestionType: Record<string, DetailLossSummaryCell> };

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

function cell(rows: SessionSheetAnalysis[], lostFor: (r: SessionSheetAnalysis) => boolean | null): DetailLossSummaryCell {
  const judged = rows.map(lostFor).filter((v): v is boolean => v !== null);
  const lost = judged.filter(Boolean).length;
  return {
    sessions: rows.length,
    meanCoverage: mean(rows.map((r) => r.coverage)),
    answerBearingLost: lost,
    answerBearingLostRate: judged.length ? lost / judged.length : null,
  };
}

// Coverage is over every session; the answer-bearing loss rate only over sessions that hold
// evidence for some question (others have nothing that can be lost for an answer). Per type, a
// session counts under each question type it holds evidence for.
export function summarizeDetailLoss(rows: SessionSheetAnalysis[]): DetailLossSummary {
  const overall = cell(rows, (r) => (r.questions.length ? r.answerBearingLost : null));
  const types = [...new Set(rows.flatMap((r) => r.questions.map((q) => q.type)))].sort();
  const byQuestionType = Object.fromEntries(
    types.map((type) => {
      const withType = rows.filter((r) => r.questions.some((q) => q.type === type));
      return [type, cell(withType, (r) => r.questions.filter((q) => q.type === type).some((q) => q.answerBearingLost))];
    }),
  );
  return { ...overall, byQuestionType };
}

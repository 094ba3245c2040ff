import "server-only";
import { analyzeSessionSheet, type SessionSheetAnalysis } from "@/lib/analysis/analyze-session-sheet";
import { countLostByKind } from "@/lib/analysis/count-lost-by-kind";
import { summarizeDetailLoss, type DetailLossSummary } from "@/lib/analysis/summarize-detail-loss";
import { loadSheetsForAnalysis } from "@/lib/dal/fact-sheets/load-sheets-for-analysis";
import { saveSheetAnalyses } from "@/lib/dal/fact-sheets/save-sheet-analyses";
import { refreshPlannerStatistics } from "@/lib/db/refresh-planner-statistics";
import { countTokens } from "@/lib/experiments/token-counter";

export type SessionDetailLoss = SessionSheetAnalysis & { sessionId: string; id: string; factSheetId: string };

const PAGE = 100;
// The encoding the comparison page's token figures are in (the current OpenAI models').
const TOKENS = "o200k_base";

// Analyzes every fact sheet of one extractor over a benchmark's sessions, page by page (bounded
// memory), and stores each sheet's coverage so the sessions list can sort by it.
export async function runDetailLossAnalysis(input: {
  workspaceId: string;
  benchmarkId: string;
  extractorId: string;
  onProgress?: (sessions: number) => void;
}): Promise<{ sessions: SessionDetailLoss[]; summary: DetailLossSummary }> {
  const results: SessionDetailLoss[] = [];
  let afterId: string | undefined;
  for (;;) {
    const page = await loadSheetsForAnalysis({ ...input, afterId, take: PAGE });
    if (page.length === 0) break;
    const analyzed = page.map((sheet) => ({
      ...analyzeSessionSheet({ turns: sheet.turns, factSheet: sheet.text, questions: sheet.questions }),
      sessionId: sheet.externalId,
      id: sheet.sessionId,
      factSheetId: sheet.factSheetId,
    }));
    await saveSheetAnalyses(
      analyzed.map((a, i) => ({
        factSheetId: a.factSheetId,
        coverage: a.coverage,
        answerBearingLost: a.questions.length ? a.answerBearingLost : null,
        lostDetailCount: a.lostDetails.length,
        lostDetailsByKind: countLostByKind(a.lostDetails),
        sheetTokens: countTokens(page[i]!.text, TOKENS),
        sourceTokens: page[i]!.turns.reduce((sum, t) => sum + countTokens(t.content, TOKENS), 0),
      })),
    );
    results.push(...analyzed);
    input.onProgress?.(results.length);
    afterId = page.at(-1)!.factSheetId;
  }
  // The comparison page sums these figures over the benchmark: keep its plans current.
  if (results.length) await refreshPlannerStatistics(["FactSheet"]);
  return { sessions: results, summary: summarizeDetailLoss(results) };
}

import "server-only";
import { getFactSheetViewAnalysis } from "@/lib/dal/sessions/get-fact-sheet-view-analysis";
import { getSession, type SessionDetail } from "@/lib/dal/sessions/get-session";
import { saveFactSheetViewAnalysis } from "@/lib/dal/sessions/save-fact-sheet-view-analysis";
import { analyzeSessionView, type SessionViewAnalysis } from "@/lib/sessions/analyze-session-view";
import { prepareSessionView, type PreparedSessionView } from "@/lib/sessions/prepare-session-view";
import { sessionViewAnalysisKey } from "@/lib/sessions/session-view-analysis-key";

export type LoadedSessionView = PreparedSessionView & { session: SessionDetail; analyzedNow: boolean };

/**
 * The session page's server work: the session with its turns and chosen sheet, and the view of
 * the turns beside the sheet. The sheet's analysis against the turns is read from
 * FactSheetViewAnalysis when it was stored under the same key (see sessionViewAnalysisKey), else
 * computed and stored for the next view. Null when the session is not in the workspace.
 */
export async function loadSessionView(input: { workspaceId: string; sessionId: string; extractorId?: string }): Promise<LoadedSessionView | null> {
  const { workspaceId } = input;
  const session = await getSession(input);
  if (!session) return null;
  const sheet = session.chosenSheet;
  if (!sheet) return { ...prepareSessionView({ turns: session.turns, sheetText: null }), session, analyzedNow: false };
  const key = sessionViewAnalysisKey({ turns: session.turns, sheetText: sheet.text });
  const stored = (await getFactSheetViewAnalysis({ workspaceId, factSheetId: sheet.id, key })) as SessionViewAnalysis | null;
  if (stored) return { ...prepareSessionView({ turns: session.turns, sheetText: sheet.text, stored }), session, analyzedNow: false };
  const analysis = analyzeSessionView({ turns: session.turns, sheetText: sheet.text });
  try {
    await saveFactSheetViewAnalysis({ workspaceId, factSheetId: sheet.id, key, data: analysis });
  } catch (error) {
    // The page is still right without the stored copy; the next view tries again.
    console.error("[sessions] could not store the session view analysis", { factSheetId: sheet.id, error });
  }
  return { ...prepareSessionView({ turns: session.turns, sheetText: sheet.text, stored: analysis }), session, analyzedNow: true };
}

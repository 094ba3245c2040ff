import { analyzeDetailLoss } from "@/lib/detail-loss/analyze-detail-loss";
import { diffFactSheets, type SheetDiff } from "@/lib/extraction/diff-fact-sheets";

type Sheet = { text: string; passthrough: boolean };
type Session = { id: string; externalId: string; turns: { id: string; role: string; content: string; answerBearing: boolean }[]; a: Sheet; b: Sheet };

export type SheetScore = { coverage: number; answerBearingLost: boolean; lost: number; passthrough: boolean };
export type ComparisonRow = { sessionId: string; externalId: string; diff: SheetDiff; a: SheetScore; b: SheetScore };

function score(session: Session, sheet: Sheet): SheetScore {
  const report = analyzeDetailLoss({ turns: session.turns, factSheet: sheet.text });
  return { coverage: report.coverage, answerBearingLost: report.answerBearingLost, lost: report.lostDetails.length, passthrough: sheet.passthrough };
}

const mean = (values: number[]) => (values.length ? values.reduce((x, y) => x + y, 0) / values.length : null);

// Per session: the line diff from A's sheet to B's, and each sheet's detail coverage (kept
// details of the session's turns, lib/detail-loss). Sessions are listed with the largest change
// in coverage first.
export function buildExtractorComparison(sessions: Session[]) {
  const rows: ComparisonRow[] = sessions.map((session) => ({
    sessionId: session.id,
    externalId: session.externalId,
    diff: diffFactSheets(session.a.text, session.b.text),
    a: score(session, session.a),
    b: score(session, session.b),
  }));
  rows.sort((x, y) => Math.abs(y.b.coverage - y.a.coverage) - Math.abs(x.b.coverage - x.a.coverage) || x.externalId.localeCompare(y.externalId));
  return {
    rows,
    changed: rows.filter((r) => r.diff.added + r.diff.removed > 0).length,
    meanCoverage: { a: mean(rows.map((r) => r.a.coverage)), b: mean(rows.map((r) => r.b.coverage)) },
    answerBearingLost: { a: rows.filter((r) => r.a.answerBearingLost).length, b: rows.filter((r) => r.b.answerBearingLost).length },
  };
}

import { analyzeDetailLoss, type DetailKind } from "@/lib/detail-loss";
import { STAGE_LABELS, type Stage, type StageStatus } from "@/lib/questions/stage-definitions";

export type TraceTurn = { id: string; role: string | null; content: string };
export type TraceSession = { sessionId: string; externalId: string; turns: TraceTurn[]; evidenceTurnIds: string[] };
export type TraceSheet = { extractorId: string; name: string; version: string; sessionId: string; text: string };
export type SheetSessionTrace = { sessionId: string; externalId: string; status: "kept" | "lost" | "missing"; lost: { text: string; kind: DetailKind }[] };
export type ExtractorTrace = { extractorId: string; label: string; stage: Stage; sessions: SheetSessionTrace[] };

const stage = (status: StageStatus, detail: string): Stage => ({ key: "sheet", label: STAGE_LABELS.sheet, status, detail });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Is the answer-bearing detail in an extractor's stored sheets of the evidence sessions? Each sheet
 * is analyzed now, with the evidence turns as answer-bearing and the gold answer and question
 * deciding which details are critical (lib/detail-loss). This is Lore's analysis of the stored
 * sheets, not a run's record: a run's own fact-sheet stage comes from what its context held.
 */
export function traceExtractor(
  input: { question: { text: string; answer: string; isAbstention: boolean }; evidenceSessions: TraceSession[] },
  extractorId: string,
  sheets: TraceSheet[],
): ExtractorTrace {
  const first = sheets[0]!;
  const label = `${first.name}@${first.version}`;
  if (input.question.isAbstention) {
    return { extractorId, label, sessions: [], stage: stage("not-applicable", "An abstention question: there is no answer to keep.") };
  }
  const sessions = input.evidenceSessions.map((session): SheetSessionTrace => {
    const sheet = sheets.find((s) => s.sessionId === session.sessionId);
    if (!sheet) return { sessionId: session.sessionId, externalId: session.externalId, status: "missing", lost: [] };
    const evidence = new Set(session.evidenceTurnIds);
    const report = analyzeDetailLoss({
      turns: session.turns.map((t) => ({ id: t.id, role: t.role ?? "user", content: t.content, answerBearing: evidence.has(t.id) })),
      factSheet: sheet.text,
      answer: input.question.answer,
      question: input.question.text,
    });
    const lost = report.details.filter((d) => d.critical && !d.kept).map((d) => ({ text: d.text, kind: d.kind }));
    return { sessionId: session.sessionId, externalId: session.externalId, status: report.answerBearingLost ? "lost" : "kept", lost };
  });
  const lost = sessions.filter((s) => s.status === "lost").length;
  const missing = sessions.filter((s) => s.status === "missing").length;
  const kept = sessions.length - lost - missing;
  const status: StageStatus = lost === 0 ? (missing ? "unknown" : "kept") : kept === 0 && missing === 0 ? "lost" : "partial";
  const detail =
    lost === 0 && missing === 0
      ? `The answer-bearing details are in the sheet${sessions.length > 1 ? "s" : ""}.`
      : [
          lost ? `lost in ${plural(lost, "evidence session")}` : null,
          missing ? `no sheet for ${plural(missing, "evidence session")}` : null,
          kept ? `kept in ${kept}` : null,
        ]
          .filter(Boolean)
          .join("; ")
          .replace(/^./, (c) => c.toUpperCase());
  return { extractorId, label, sessions, stage: stage(status, detail) };
}

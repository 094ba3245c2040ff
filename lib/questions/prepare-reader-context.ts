import { analyzeDetailLoss, buildSheetIndex, type DetailKind } from "@/lib/detail-loss";
import { formatTurnLine } from "@/lib/experiments/build-reader-context";
import { holdsTurnVerbatim } from "@/lib/experiments/score-evidence";

export type ContextEvidenceTurn = { id: string; sessionExternalId: string; position: number; role: string | null; content: string };
export type ContextSegment = { text: string; kind: "plain" | "header" | "evidence"; turnId?: string };
export type ContextBlock = { index: number; sessionExternalId: string | null; evidenceSession: boolean; segments: ContextSegment[] };
export type ContextLostDetail = { text: string; kind: DetailKind; sessionExternalId: string; position: number };

export type ReaderContextView =
  | { recorded: false; reason: string }
  | {
      recorded: true;
      characters: number;
      blocks: ContextBlock[];
      /** Evidence turns the context holds verbatim (highlighted in it). */
      verbatim: number;
      evidenceTurns: number;
      /** The evidence turns' critical details the context does not hold. */
      lost: ContextLostDetail[];
    };

// Splits text into plain and evidence segments at the places it holds an evidence turn verbatim.
function markEvidence(text: string, turns: ContextEvidenceTurn[]): ContextSegment[] {
  const spans: { start: number; end: number; turnId: string }[] = [];
  for (const turn of turns) {
    const needle = formatTurnLine(turn);
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if ((at === 0 || text[at - 1] === "\n") && (end === text.length || text[end] === "\n")) spans.push({ start: at, end, turnId: turn.id });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const segments: ContextSegment[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) segments.push({ text: text.slice(at, span.start), kind: "plain" });
    segments.push({ text: text.slice(span.start, span.end), kind: "evidence", turnId: span.turnId });
    at = span.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kind: "plain" });
  return segments;
}

/**
 * The reader's context exactly as the run recorded it, cut into its blocks (block i is the i-th
 * ranked item), with the evidence turns it holds verbatim highlighted, the blocks of evidence
 * sessions marked, and the critical details of the evidence turns that it does not hold listed.
 * A run that recorded no context says so; nothing is rebuilt.
 */
export function prepareReaderContext(input: {
  context: string | null | undefined;
  ranking: string[] | null;
  evidenceTurns: ContextEvidenceTurn[];
  answerSessionIds: string[];
  answer: string;
  question: string;
  isAbstention: boolean;
}): ReaderContextView {
  if (input.context === null || input.context === undefined)
    return {
      recorded: false,
      reason:
        "The run did not record the reader's context for this question: runs imported from a file, and runs made before Lore recorded contexts, store none.",
    };
  const text = input.context;
  const headerAt = [...text.matchAll(/(?:^|\n\n)(### [^\n]*? (\d+)(?: \([^\n]*\))?\n)/g)].map((m) => ({
    start: m.index + (m[0].startsWith("\n\n") ? 2 : 0),
    header: m[1]!,
    index: Number(m[2]),
  }));
  // Only the headings in sequence 1, 2, 3… are block headings; a "### …" line inside a session is text.
  const headings: typeof headerAt = [];
  for (const h of headerAt) if (h.index === headings.length + 1) headings.push(h);
  const evidenceSessions = new Set(input.answerSessionIds);
  const cuts = headings.length ? headings : [{ start: 0, header: "", index: 0 }];
  const blocks: ContextBlock[] = cuts.map((h, i) => {
    const end = i + 1 < cuts.length ? cuts[i + 1]!.start : text.length;
    const body = text.slice(h.start + h.header.length, end);
    const sessionExternalId = h.index > 0 ? (input.ranking?.[h.index - 1] ?? null) : null;
    return {
      index: h.index,
      sessionExternalId,
      evidenceSession: sessionExternalId !== null && evidenceSessions.has(sessionExternalId),
      segments: [...(h.header ? [{ text: h.header, kind: "header" as const }] : []), ...markEvidence(body, input.evidenceTurns)],
    };
  });
  if (headings.length && headings[0]!.start > 0)
    blocks.unshift({
      index: 0,
      sessionExternalId: null,
      evidenceSession: false,
      segments: markEvidence(text.slice(0, headings[0]!.start), input.evidenceTurns),
    });

  const verbatimTurns = input.evidenceTurns.filter((t) => holdsTurnVerbatim(text, t));
  const others = input.isAbstention ? [] : input.evidenceTurns.filter((t) => !verbatimTurns.includes(t));
  const index = others.length ? buildSheetIndex(text) : null;
  const lost = others.flatMap((turn) => {
    const report = analyzeDetailLoss({
      turns: [{ id: turn.id, role: turn.role ?? "user", content: turn.content, answerBearing: true }],
      factSheet: text,
      factSheetIndex: index!,
      answer: input.answer,
      question: input.question,
    });
    return report.details
      .filter((d) => d.critical && !d.kept)
      .map((d) => ({ text: d.text, kind: d.kind, sessionExternalId: turn.sessionExternalId, position: turn.position }));
  });
  return { recorded: true, characters: text.length, blocks, verbatim: verbatimTurns.length, evidenceTurns: input.evidenceTurns.length, lost };
}

import type { DetailKind, DetailSpan, LostDetail, SheetLineSupport } from "@/lib/detail-loss";
import { factSheetLines } from "@/lib/sessions/fact-sheet-lines";
import { questionTypeLabel } from "@/lib/questions/question-type-label";
import { DETAIL_KIND_LABELS, DETAIL_KIND_ORDER } from "@/lib/sessions/detail-kinds";
import { turnAnchor } from "@/lib/sessions/turn-number";

// A session stored once can answer the same question id in several benchmarks: the benchmark
// tells their links apart.
export type EvidenceQuestionRef = { id: string; externalId: string; type: string; benchmark?: string };

export type SessionViewTurnInput = { id: string; position: number; role: string | null; content: string; questions: EvidenceQuestionRef[] };

export type SessionViewInput = {
  turns: SessionViewTurnInput[];
  /** The chosen fact sheet's text, or null when the session has none. */
  sheetText: string | null;
  /** Lost details from the analysis of the chosen sheet (empty without a sheet). */
  lostDetails: LostDetail[];
  /** sheetLineSupport of the chosen sheet: lines index `text.split("\n")` from 0. */
  lineSupport: SheetLineSupport[];
  /** Spans of every detail of some turns (kept ones are shown too), by turn id. */
  detailSpans?: Record<string, DetailSpan[]>;
};

export type LostMark = { kind: DetailKind; answerBearing: boolean };

export type TextSegment = { text: string; lost?: LostMark; detail?: DetailKind };

export type TurnView = {
  id: string;
  position: number;
  role: string;
  anchor: string;
  segments: TextSegment[];
  questions: (EvidenceQuestionRef & { label: string })[];
  /** Numbers of the sheet lines this turn supports. */
  sheetLines: number[];
  lostCount: number;
};

/** The best supporting turns (at most MAX_SUPPORTING_TURNS), and how many more scored as well. */
export type SheetLineView = { number: number; text: string; supportingTurnIds: string[]; supportingPositions: number[]; moreSupporting: number };

// A generic line ("user likes cooking") can share its words with hundreds of turns; past the
// best few, links say nothing and only weigh on the page.
export const MAX_SUPPORTING_TURNS = 5;

export type LostDetailItem = { id: string; kind: DetailKind; text: string; turnPosition: number; answerBearing: boolean };

/** `items` holds at most MAX_LOST_ITEMS_PER_KIND of the `total`, answer-bearing ones first. */
export type LostDetailGroup = { kind: DetailKind; label: string; total: number; items: LostDetailItem[] };

// A 500-turn session loses thousands of details; past a few hundred of one kind a list stops
// being read, and every item is sent to the browser. The marks in the turns stay complete.
export const MAX_LOST_ITEMS_PER_KIND = 200;

export type SessionView = {
  turns: TurnView[];
  sheetLines: SheetLineView[] | null;
  lostGroups: LostDetailGroup[];
  /** All lost details, including those past a group's list. */
  lostCount: number;
  answerBearingLostCount: number;
  /** Kinds that occur among the lost details, for the legend. */
  lostKinds: DetailKind[];
};

type Span = { start: number; end: number };
type LostSpan = Span & LostMark & { id: string };
type KindSpan = Span & { kind: DetailKind; index: number };

export { turnAnchor };

// Which lost detail a stretch of text shows when several cover it: an answer-bearing one, then the
// gold answer's own words, then the outermost ("over a year" rather than the "a year" inside).
function preferLost(a: LostSpan, b: LostSpan): LostSpan {
  if (a.answerBearing !== b.answerBearing) return a.answerBearing ? a : b;
  if ((a.kind === "answer-span") !== (b.kind === "answer-span")) return a.kind === "answer-span" ? a : b;
  return b.end - b.start > a.end - a.start ? b : a;
}

/**
 * Cuts a turn's content into text segments at every span boundary. A segment carries the lost
 * detail covering it, else the (kept) detail covering it. Adjacent pieces of the same span are
 * joined, so one detail is one segment unless another one nests inside it.
 */
export function segmentTurn(content: string, lost: LostSpan[], details: KindSpan[]): TextSegment[] {
  const valid = <T extends Span>(s: T) => s.start >= 0 && s.end <= content.length && s.start < s.end;
  const lostSpans = lost.filter(valid);
  const detailSpans = details.filter(valid);
  if (lostSpans.length === 0 && detailSpans.length === 0) return content ? [{ text: content }] : [];
  const cuts = new Set<number>([0, content.length]);
  for (const s of [...lostSpans, ...detailSpans]) {
    cuts.add(s.start);
    cuts.add(s.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  // Which span each segment shows, so that pieces of the same span are joined.
  const keys: string[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    let mark: LostSpan | undefined;
    for (const s of lostSpans) if (s.start <= from && s.end >= to) mark = mark ? preferLost(mark, s) : s;
    let detail: KindSpan | undefined;
    if (!mark) for (const s of detailSpans) if (s.start <= from && s.end >= to && (!detail || s.end - s.start > detail.end - detail.start)) detail = s;
    const key = mark ? `l:${mark.id}` : detail ? `d:${detail.index}` : "";
    const text = content.slice(from, to);
    const last = segments.at(-1);
    if (last && keys.at(-1) === key) {
      last.text += text;
      continue;
    }
    keys.push(key);
    segments.push({
      text,
      ...(mark ? { lost: { kind: mark.kind, answerBearing: mark.answerBearing } } : {}),
      ...(detail ? { detail: detail.kind } : {}),
    });
  }
  return segments;
}

const byTurnOrder = (a: LostDetailItem, b: LostDetailItem) => Number(b.answerBearing) - Number(a.answerBearing) || a.turnPosition - b.turnPosition;

/**
 * What the session page shows, prepared on the server: every turn cut into plain and marked
 * segments, the sheet's lines with the turns that support them (and each turn's lines), and the
 * lost details grouped by kind, answer-bearing first, each linking to its turn.
 */
export function buildSessionView(input: SessionViewInput): SessionView {
  const turnById = new Map(input.turns.map((t) => [t.id, t]));
  const lostByTurn = new Map<string, LostSpan[]>();
  const items: LostDetailItem[] = [];
  input.lostDetails.forEach((d, i) => {
    const turn = turnById.get(d.turnId);
    if (!turn) return;
    const id = `lost-${i}`;
    const spans = lostByTurn.get(d.turnId) ?? [];
    spans.push({ id, kind: d.kind, answerBearing: d.answerBearing, start: d.start, end: d.end });
    lostByTurn.set(d.turnId, spans);
    // The answer span's `text` is the gold answer; show what the turn itself says there.
    const source = d.start >= 0 && d.end <= turn.content.length && d.start < d.end ? turn.content.slice(d.start, d.end) : d.text;
    items.push({ id, kind: d.kind, text: source, turnPosition: turn.position, answerBearing: d.answerBearing });
  });

  const lines = input.sheetText === null ? null : factSheetLines(input.sheetText);
  const supportByLine = new Map(input.lineSupport.map((s) => [s.line + 1, s.turnIds]));
  const linesByTurn = new Map<string, number[]>();
  const sheetLines =
    lines?.map((line) => {
      // sheetLineSupport lists the turns best first.
      const all = (supportByLine.get(line.number) ?? []).filter((id) => turnById.has(id));
      const supportingTurnIds = all.slice(0, MAX_SUPPORTING_TURNS);
      for (const id of supportingTurnIds) linesByTurn.set(id, [...(linesByTurn.get(id) ?? []), line.number]);
      const supportingPositions = supportingTurnIds.map((id) => turnById.get(id)!.position).sort((a, b) => a - b);
      return { number: line.number, text: line.text, supportingTurnIds, supportingPositions, moreSupporting: all.length - supportingTurnIds.length };
    }) ?? null;

  const turns = input.turns.map((turn): TurnView => {
    const lost = lostByTurn.get(turn.id) ?? [];
    const details = (input.detailSpans?.[turn.id] ?? []).map((s, index) => ({ ...s, index }));
    return {
      id: turn.id,
      position: turn.position,
      role: turn.role ?? "fragment",
      anchor: turnAnchor(turn.position),
      segments: segmentTurn(turn.content, lost, details),
      questions: turn.questions.map((q) => ({ ...q, label: questionTypeLabel(q.type) })),
      sheetLines: linesByTurn.get(turn.id) ?? [],
      lostCount: lost.length,
    };
  });

  const lostGroups = DETAIL_KIND_ORDER.flatMap((kind) => {
    const group = items.filter((item) => item.kind === kind).sort(byTurnOrder);
    return group.length ? [{ kind, label: DETAIL_KIND_LABELS[kind], total: group.length, items: group.slice(0, MAX_LOST_ITEMS_PER_KIND) }] : [];
  });
  return {
    turns,
    sheetLines,
    lostGroups,
    lostCount: items.length,
    answerBearingLostCount: items.filter((item) => item.answerBearing).length,
    lostKinds: lostGroups.map((g) => g.kind),
  };
}

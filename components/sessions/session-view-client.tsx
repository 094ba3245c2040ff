"use client";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { FactSheetLineList } from "@/components/sessions/fact-sheet-line-list";
import { LostDetailLegend } from "@/components/sessions/lost-detail-legend";
import { LostDetailsPanel } from "@/components/sessions/lost-details-panel";
import type { ProposeContext } from "@/components/sessions/propose-memory-form";
import { TurnCard } from "@/components/sessions/turn-card";
import { useLocationHash } from "@/components/sessions/use-location-hash";
import { WindowedList, type WindowedListHandle } from "@/components/sessions/windowed-list";
import type { SessionView, TurnView } from "@/lib/sessions/build-session-view";
import { turnAnchor } from "@/lib/sessions/turn-number";

// Sessions longer than this render a window of turns around the viewport.
export const VIRTUALIZE_ABOVE_TURNS = 150;

type Active = { kind: "turn"; id: string } | { kind: "line"; number: number } | null;

type Props = {
  view: SessionView;
  sheet: { id: string; label: string } | null;
  /** The sheet picker and analysis summary, rendered above the lines. */
  sheetHeader: ReactNode;
  propose?: ProposeContext;
};

const keyOf = (a: Active) => (a === null ? "" : a.kind === "turn" ? `turn:${a.id}` : `line:${a.number}`);

// A turn's rough height before it is measured (the list corrects it by the rows it has measured):
// header, padding and the propose button, then 20 px text lines of about 65 characters in a
// half-width column.
const estimateTurnHeight = (turn: TurnView) => {
  const text = turn.segments.reduce((n, s) => n + s.text.length, 0);
  const lines = turn.segments.reduce((n, s) => n + (s.text.match(/\n/g)?.length ?? 0), 0) + Math.ceil(text / 65);
  return 100 + lines * 20;
};
const turnKey = (turn: TurnView) => turn.id;
const turnAnchorOf = (turn: TurnView) => turn.anchor;

// The original turns beside one fact sheet. Hovering or focusing a sheet line highlights it and
// the turns that support it; a turn highlights the lines it supports. Enter or a click pins the
// highlight. Everything shown was prepared on the server (lib/sessions/build-session-view.ts).
export function SessionViewClient({ view, sheet, sheetHeader, propose }: Props) {
  const listRef = useRef<WindowedListHandle>(null);
  const [hovered, setHovered] = useState<Active>(null);
  const [selected, setSelected] = useState<Active>(null);
  const [target, setTarget] = useState<number | null>(null);
  const virtualize = view.turns.length > VIRTUALIZE_ABOVE_TURNS;
  // A deep link (a search hit, an inbox citation) marks its turn as the one navigated to.
  const hash = useLocationHash();

  const indexById = useMemo(() => new Map(view.turns.map((t, i) => [t.id, i])), [view.turns]);
  const indexByPosition = useMemo(() => new Map(view.turns.map((t, i) => [t.position, i])), [view.turns]);
  const lineByNumber = useMemo(() => new Map((view.sheetLines ?? []).map((l) => [l.number, l])), [view.sheetLines]);

  const active = hovered ?? selected;
  const { linkedTurns, linkedLines } = useMemo(() => {
    if (active?.kind === "line")
      return { linkedTurns: new Set(lineByNumber.get(active.number)?.supportingTurnIds ?? []), linkedLines: new Set([active.number]) };
    if (active?.kind === "turn") {
      const turn = view.turns[indexById.get(active.id) ?? -1];
      return { linkedTurns: new Set(turn?.sheetLines.length ? [active.id] : []), linkedLines: new Set(turn?.sheetLines ?? []) };
    }
    return { linkedTurns: new Set<string>(), linkedLines: new Set<number>() };
  }, [active, lineByNumber, indexById, view.turns]);

  const goToTurn = useCallback(
    (position: number) => {
      const index = indexByPosition.get(position);
      if (index === undefined) return;
      window.history.pushState(null, "", `#${turnAnchor(position)}`);
      setTarget(position);
      listRef.current?.scrollToIndex(index);
    },
    [indexByPosition],
  );

  const activateTurn = useCallback((id: string | null) => setHovered(id === null ? null : { kind: "turn", id }), []);
  const activateLine = useCallback((line: number | null) => setHovered(line === null ? null : { kind: "line", number: line }), []);
  const selectTurn = useCallback((id: string) => {
    const next: Active = { kind: "turn", id };
    setSelected((prev) => (keyOf(prev) === keyOf(next) ? null : next));
  }, []);
  const selectLine = useCallback(
    (line: number) => {
      const next: Active = { kind: "line", number: line };
      setSelected((prev) => (keyOf(prev) === keyOf(next) ? null : next));
      const first = lineByNumber.get(line)?.supportingPositions[0];
      if (first !== undefined) goToTurn(first);
    },
    [lineByNumber, goToTurn],
  );

  const renderTurn = useCallback(
    (turn: TurnView) => (
      <TurnCard
        turn={turn}
        linked={linkedTurns.has(turn.id)}
        targeted={target === null ? hash === turn.anchor : target === turn.position}
        propose={propose}
        onActivate={activateTurn}
        onSelect={selectTurn}
      />
    ),
    [linkedTurns, target, hash, propose, activateTurn, selectTurn],
  );

  return (
    <>
      <LostDetailLegend kinds={view.lostKinds} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="Original session" className="min-w-0">
          <h2 className="mb-2 text-sm font-semibold text-slate-700">
            Original turns{" "}
            <span className="font-normal text-slate-500">
              ({view.turns.length}
              {virtualize ? ", rendered as you scroll" : ""})
            </span>
          </h2>
          <WindowedList
            items={view.turns}
            itemKey={turnKey}
            anchorOf={turnAnchorOf}
            estimateHeight={estimateTurnHeight}
            renderItem={renderTurn}
            virtualize={virtualize}
            label="Turns"
            handle={listRef}
          />
        </section>
        <section aria-label="Fact sheets" className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <h2 className="mb-2 text-sm font-semibold text-slate-700">Fact sheet</h2>
          <div className="space-y-4">
            {sheetHeader}
            {sheet && view.sheetLines ? (
              <>
                <article aria-label={`Fact sheet ${sheet.label}`} className="rounded-md border border-slate-200 bg-white p-2">
                  <FactSheetLineList
                    lines={view.sheetLines}
                    linkedLines={linkedLines}
                    sheet={sheet}
                    propose={propose}
                    onActivate={activateLine}
                    onSelect={selectLine}
                    onGoToTurn={goToTurn}
                  />
                </article>
                <LostDetailsPanel groups={view.lostGroups} total={view.lostCount} answerBearing={view.answerBearingLostCount} onGoToTurn={goToTurn} />
              </>
            ) : (
              <p className="text-sm text-slate-600">No fact sheet has been derived from this session.</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

"use client";
import { useState } from "react";
import { swatchClass } from "@/components/sessions/detail-mark-styles";
import { Badge } from "@/components/ui/badge";
import type { LostDetailGroup } from "@/lib/sessions/build-session-view";
import { turnAnchor, turnNumber } from "@/lib/sessions/turn-number";

// A long session can lose thousands of details; each kind shows its first rows (answer-bearing
// ones come first) until asked for all.
const SHOWN = 12;

function LostDetailKind({ group, onGoToTurn }: { group: LostDetailGroup; onGoToTurn: (position: number) => void }) {
  const [all, setAll] = useState(false);
  const items = all ? group.items : group.items.slice(0, SHOWN);
  const headingId = `lost-kind-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="mb-1 flex items-center gap-2 text-xs font-semibold text-slate-700">
        <span aria-hidden className={`inline-block h-3 w-3 rounded-sm border ${swatchClass(group.kind)}`} />
        {group.label} <span className="font-normal text-slate-500">({group.total})</span>
      </h4>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="sr-only">{group.label}:</span>
            <span className="break-words font-medium text-slate-900">{item.text}</span>
            <a
              href={`#${turnAnchor(item.turnPosition)}`}
              onClick={(event) => {
                event.preventDefault();
                onGoToTurn(item.turnPosition);
              }}
              className="text-xs tabular-nums text-indigo-800 underline"
            >
              turn {turnNumber(item.turnPosition)}
            </a>
            {item.answerBearing ? <Badge tone="bad">answer-bearing</Badge> : null}
          </li>
        ))}
      </ul>
      {group.items.length > SHOWN ? (
        <button type="button" onClick={() => setAll(!all)} className="mt-1 text-xs font-medium text-indigo-800 underline">
          {all ? "Show fewer" : group.total > group.items.length ? `Show ${group.items.length} of ${group.total}` : `Show all ${group.total}`}
        </button>
      ) : null}
      {all && group.total > group.items.length ? (
        <p className="mt-1 text-xs text-slate-600">The other {group.total - group.items.length} are marked in the turns.</p>
      ) : null}
    </section>
  );
}

export function LostDetailsPanel({
  groups,
  total,
  answerBearing,
  onGoToTurn,
}: {
  groups: LostDetailGroup[];
  total: number;
  answerBearing: number;
  onGoToTurn: (position: number) => void;
}) {
  return (
    <section aria-label="Lost details" className="rounded-md border border-slate-200 bg-white p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-800">
        Lost details <span className="font-normal text-slate-600">{total === 0 ? "— none" : `— ${total}, ${answerBearing} answer-bearing`}</span>
      </h3>
      {total === 0 ? (
        <p className="text-sm text-slate-600">The fact sheet keeps every detail found in the turns.</p>
      ) : (
        <div className="space-y-3">
          {groups.map((group) => (
            <LostDetailKind key={group.kind} group={group} onGoToTurn={onGoToTurn} />
          ))}
        </div>
      )}
    </section>
  );
}

"use client";
import { useEffect, useState } from "react";
import type { Notice } from "@/components/inbox/use-inbox-decisions";
import { undoSecondsLeft } from "@/lib/proposals/undo-window";

// The notice after a decision: "Accepted. Undo (9 s)" while the decision can still be taken back.
export function DecisionNotice({
  notice,
  onUndo,
  onDismiss,
}: {
  notice: Notice;
  onUndo: (target: { workspaceId: string; proposalId: string }) => void;
  onDismiss: () => void;
}) {
  const startedAt = notice.undo?.startedAt ?? 0;
  const [now, setNow] = useState(() => Date.now());
  const left = notice.undo ? undoSecondsLeft(startedAt, now) : 0;
  useEffect(() => {
    if (!notice.undo) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [notice.undo]);
  return (
    <div
      role="status"
      data-testid="inbox-notice"
      className={
        notice.tone === "good"
          ? "mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          : "mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
      }
    >
      <span className="[overflow-wrap:anywhere]">{notice.text}</span>
      {notice.undo && left > 0 ? (
        <button type="button" onClick={() => notice.undo && onUndo(notice.undo)} className="font-semibold underline">
          Undo <span className="tabular-nums">({left} s)</span>
        </button>
      ) : null}
      <button type="button" onClick={onDismiss} className="underline">
        Dismiss
      </button>
    </div>
  );
}

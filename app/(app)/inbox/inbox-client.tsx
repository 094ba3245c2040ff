"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { InboxResponse } from "@/app/api/inbox/route";
import { BulkConfirm } from "@/components/inbox/bulk-confirm";
import { DecisionNotice } from "@/components/inbox/decision-notice";
import { InboxFiltersBar } from "@/components/inbox/inbox-filters";
import { KeyboardHelp } from "@/components/ui/keyboard-help";
import { ProposalCard, type CardMode } from "@/components/inbox/proposal-card";
import { useInboxDecisions, type InboxDecision } from "@/components/inbox/use-inbox-decisions";
import { commandForKey, INBOX_KEYS } from "@/lib/inbox/inbox-keymap";
import { useHydrated } from "@/components/ui/use-hydrated";
import { focusAfterRemoval, moveFocus } from "@/lib/inbox/move-focus";
import { proposalKeys } from "@/lib/inbox/proposal-keys";
import type { InboxFilters } from "@/lib/schemas/inbox";

type Props = {
  initialPage: InboxResponse;
  filters: Omit<InboxFilters, "cursor">;
  workspaces: { id: string; name: string }[];
  reviewableWorkspaceIds: string[];
};

async function fetchInbox(filters: Props["filters"]): Promise<InboxResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const response = await fetch(`/api/inbox?${params.toString()}`);
  if (!response.ok) throw new Error("Could not load the inbox.");
  return response.json();
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable));
}

export function InboxClient({ initialPage, filters, workspaces, reviewableWorkspaceIds }: Props) {
  const listKey = proposalKeys.list(filters);
  const { data } = useQuery({ queryKey: listKey, queryFn: () => fetchInbox(filters), initialData: initialPage });
  const items = data.items;
  const [focus, setFocus] = useState(0);
  // A mode belongs to the card it was opened on: moving focus to another card ends it.
  const [modeOf, setModeOf] = useState<{ id: string; mode: CardMode } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [dialog, setDialog] = useState<"help" | "bulkAccept" | "bulkReject" | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  // The list is server-rendered: keys work only once this has hydrated, and the list says so.
  const shortcutsReady = useHydrated();
  const { decide, notice, clearNotice, undo } = useInboxDecisions(listKey);
  const current = items[Math.min(focus, items.length - 1)];
  const mode: CardMode = current && modeOf?.id === current.id ? modeOf.mode : null;
  const setMode = (next: CardMode) => setModeOf(next && current ? { id: current.id, mode: next } : null);
  const focusCard = (index: number) => {
    if (index === focus) return;
    setFocus(index);
    setModeOf(null);
  };
  const reviewableItems = items.filter((i) => reviewableWorkspaceIds.includes(i.workspace.id));
  const allSelected = reviewableItems.length > 0 && reviewableItems.every((i) => selected.has(i.id));

  // The focused card stays in view as j/k move through a long list.
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('li[aria-current="true"]')?.scrollIntoView({ block: "nearest" });
  }, [focus, current?.id]);
  const canReview = (workspaceId: string) => reviewableWorkspaceIds.includes(workspaceId);

  const submit = (decision: InboxDecision, removed: string[]) => {
    const indexes = removed.map((id) => items.findIndex((i) => i.id === id)).filter((i) => i >= 0);
    decide(decision);
    setFocus(focusAfterRemoval(focus, indexes, items.length));
    setMode(null);
    setDialog(null);
    setSelected((s) => new Set([...s].filter((id) => !removed.includes(id))));
  };
  const accept = (body?: string) => current && submit({ kind: "accept", workspaceId: current.workspace.id, proposalId: current.id, body }, [current.id]);
  const reject = (reason: string) => current && submit({ kind: "reject", workspaceId: current.workspace.id, proposalId: current.id, reason }, [current.id]);
  const merge = (memoryId: string, body?: string) =>
    current && submit({ kind: "merge", workspaceId: current.workspace.id, proposalId: current.id, memoryId, body }, [current.id]);
  const supersede = (memoryId: string) =>
    current && submit({ kind: "supersede", workspaceId: current.workspace.id, proposalId: current.id, memoryId }, [current.id]);
  const bulk = (decision: "accept" | "reject", reason?: string) => {
    const chosen = items.filter((i) => selected.has(i.id));
    const workspaceId = chosen[0]?.workspace.id;
    if (!workspaceId) return setDialog(null);
    // A bulk decision runs in one workspace; the rest stay selected for a second pass.
    const ids = chosen.filter((i) => i.workspace.id === workspaceId).map((i) => i.id);
    submit({ kind: "bulk", workspaceId, proposalIds: ids, decision, reason }, ids);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = commandForKey({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        targetIsEditable: isEditable(event.target),
      });
      if (!command) return;
      if (command === "close") {
        setMode(null);
        setDialog(null);
        return;
      }
      if (dialog) return;
      event.preventDefault();
      const reviewable = current ? canReview(current.workspace.id) : false;
      if (command === "next") focusCard(moveFocus(focus, 1, items.length));
      else if (command === "previous") focusCard(moveFocus(focus, -1, items.length));
      else if (command === "help") setDialog("help");
      else if (command === "search") searchRef.current?.focus();
      else if (command === "select" && current && reviewable)
        setSelected((s) => {
          const n = new Set(s);
          if (n.has(current.id)) n.delete(current.id);
          else n.add(current.id);
          return n;
        });
      else if ((command === "bulkAccept" || command === "bulkReject") && selected.size > 0) setDialog(command);
      else if (command === "accept" && reviewable && mode === null) accept();
      else if ((command === "edit" || command === "reject" || command === "merge") && reviewable) setMode(command);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div>
      <InboxFiltersBar ref={searchRef} filters={filters} workspaces={workspaces} proposers={data.proposers} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {data.total} waiting{data.total > items.length ? ` · showing ${items.length}` : ""}
          {selected.size ? ` · ${selected.size} selected (Shift+A accepts, Shift+R rejects)` : ""}
        </span>
        <span className="flex flex-wrap items-center gap-3">
          {reviewableItems.length > 0 ? (
            <label className="flex items-center gap-1">
              <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(reviewableItems.map((i) => i.id)))} />
              Select all {reviewableItems.length} shown
            </label>
          ) : null}
          {selected.size > 0 ? (
            <>
              <button type="button" className="text-indigo-800 hover:underline" onClick={() => setDialog("bulkAccept")}>
                Accept selected
              </button>
              <button type="button" className="text-red-800 hover:underline" onClick={() => setDialog("bulkReject")}>
                Reject selected
              </button>
            </>
          ) : null}
        </span>
        <button type="button" className="text-indigo-800 hover:underline" onClick={() => setDialog("help")}>
          Keyboard shortcuts (?)
        </button>
      </div>
      {notice ? <DecisionNotice key={`${notice.text}-${notice.undo?.startedAt ?? 0}`} notice={notice} onUndo={undo} onDismiss={clearNotice} /> : null}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">No proposals match these filters.</p>
      ) : (
        <ul ref={listRef} aria-label="Pending proposals" data-shortcuts={shortcutsReady ? "on" : "off"} className="space-y-3">
          {items.map((item, index) => (
            <ProposalCard
              key={item.id}
              item={item}
              focused={index === focus}
              selected={selected.has(item.id)}
              mode={index === focus ? mode : null}
              canReview={canReview(item.workspace.id)}
              onFocus={() => focusCard(index)}
              onToggleSelect={() =>
                setSelected((s) => {
                  const n = new Set(s);
                  if (n.has(item.id)) n.delete(item.id);
                  else n.add(item.id);
                  return n;
                })
              }
              onMode={setMode}
              onAccept={accept}
              onReject={reject}
              onMerge={merge}
              onSupersede={supersede}
            />
          ))}
        </ul>
      )}
      {dialog === "help" ? <KeyboardHelp keys={INBOX_KEYS} onClose={() => setDialog(null)} /> : null}
      {dialog === "bulkAccept" || dialog === "bulkReject" ? (
        <BulkConfirm
          decision={dialog === "bulkAccept" ? "accept" : "reject"}
          count={selected.size}
          onConfirm={(reason) => bulk(dialog === "bulkAccept" ? "accept" : "reject", reason)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

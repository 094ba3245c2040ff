"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { InboxResponse } from "@/app/api/inbox/route";
import { BulkConfirm } from "@/components/inbox/bulk-confirm";
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
  const [mode, setMode] = useState<CardMode>(null);
  const [dialog, setDialog] = useState<"help" | "bulkAccept" | "bulkReject" | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  // The list is server-rendered: keys work only once this has hydrated, and the list says so.
  const shortcutsReady = useHydrated();
  const { decide, notice, clearNotice } = useInboxDecisions(listKey);
  const current = items[Math.min(focus, items.length - 1)];
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
  const merge = (memoryId: string) => current && submit({ kind: "merge", workspaceId: current.workspace.id, proposalId: current.id, memoryId }, [current.id]);
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
      if (command === "next") setFocus((f) => moveFocus(f, 1, items.length));
      else if (command === "previous") setFocus((f) => moveFocus(f, -1, items.length));
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
      <div className="mb-3 flex items-center justify-between text-sm text-slate-600">
        <span>
          {data.total} waiting{data.total > items.length ? ` · showing ${items.length}` : ""}
          {selected.size ? ` · ${selected.size} selected (Shift+A accepts, Shift+R rejects)` : ""}
        </span>
        <button type="button" className="text-indigo-800 hover:underline" onClick={() => setDialog("help")}>
          Keyboard shortcuts (?)
        </button>
      </div>
      {notice ? (
        <div
          role="status"
          data-testid="inbox-notice"
          className={
            notice.tone === "good"
              ? "mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
              : "mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
          }
        >
          {notice.text}{" "}
          <button type="button" onClick={clearNotice} className="ml-2 underline">
            Dismiss
          </button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">No proposals match these filters.</p>
      ) : (
        <ul aria-label="Pending proposals" data-shortcuts={shortcutsReady ? "on" : "off"} className="space-y-3">
          {items.map((item, index) => (
            <ProposalCard
              key={item.id}
              item={item}
              focused={index === focus}
              selected={selected.has(item.id)}
              mode={index === focus ? mode : null}
              canReview={canReview(item.workspace.id)}
              onFocus={() => setFocus(index)}
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

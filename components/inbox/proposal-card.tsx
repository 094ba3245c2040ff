"use client";
import Link from "next/link";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SimilarMemories } from "@/components/inbox/similar-memories";
import type { InboxItem } from "@/lib/dal/proposals/list-pending-proposals";
import { cn } from "@/lib/utils/cn";
import { LimitedInput } from "@/components/ui/limited-input";
import { LimitedTextarea } from "@/components/ui/limited-textarea";
import { MAX_MEMORY_BODY_CHARS } from "@/lib/schemas/memory";
import { MAX_REJECT_REASON_CHARS } from "@/lib/schemas/proposal";
import { ShowMore } from "@/components/ui/show-more";
import { turnHref, turnNumber } from "@/lib/sessions/turn-number";
import { MarkdownText } from "@/components/ui/markdown-text";

export type CardMode = "edit" | "reject" | "merge" | null;

type Props = {
  item: InboxItem;
  focused: boolean;
  selected: boolean;
  mode: CardMode;
  canReview: boolean;
  onFocus: () => void;
  onToggleSelect: () => void;
  onMode: (mode: CardMode) => void;
  onAccept: (body?: string) => void;
  onReject: (reason: string) => void;
  onMerge: (memoryId: string, body?: string) => void;
  onSupersede: (memoryId: string) => void;
};

export function ProposalCard({ item, focused, selected, mode, canReview, onFocus, onToggleSelect, onMode, onAccept, onReject, onMerge, onSupersede }: Props) {
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submitReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (!reason) return setReasonError("Say why you reject it.");
    onReject(reason);
  };
  const submitEdit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAccept(String(new FormData(event.currentTarget).get("body") ?? ""));
  };
  const editKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
  };
  return (
    <li
      data-proposal-id={item.id}
      aria-current={focused ? "true" : undefined}
      aria-label={`Proposal: ${item.body.slice(0, 80)}`}
      onClick={onFocus}
      className={cn("rounded-lg border bg-white p-4 shadow-sm", focused ? "border-indigo-500 ring-2 ring-indigo-200" : "border-slate-200")}
    >
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={selected} onChange={onToggleSelect} aria-label="Select for a bulk decision" disabled={!canReview} />
          <span>
            {item.proposer.name ?? item.proposer.email} · {item.workspace.name} ·{" "}
            <time dateTime={item.createdAt}>{item.createdAt.slice(0, 16).replace("T", " ")}</time>
          </span>
        </label>
        <Badge tone="info">pending</Badge>
      </div>
      {mode === "edit" ? (
        <form onSubmit={submitEdit} className="mt-2 space-y-2">
          <label className="block text-xs font-medium text-slate-700">
            Edit before accepting (Ctrl+Enter accepts, Esc cancels)
            <LimitedTextarea
              name="body"
              defaultValue={item.body}
              autoFocus
              onKeyDown={editKeys}
              rows={3}
              maxLength={MAX_MEMORY_BODY_CHARS}
              className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm text-slate-900"
            />
          </label>
          <div className="flex gap-2">
            <Button type="submit">Accept edited</Button>
            <Button variant="secondary" onClick={() => onMode(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <ShowMore length={item.body.length} className="mt-2">
          <MarkdownText text={item.body} className="text-sm" />
        </ShowMore>
      )}
      {item.citations.length > 0 ? (
        <ul aria-label="Cited observations" className="mt-3 space-y-1 border-l-2 border-slate-200 pl-3">
          {item.citations.map(({ observation }) => (
            <li key={observation.id} className="text-xs text-slate-600">
              <span className="font-medium">{observation.role ?? "fragment"}:</span> <span className="line-clamp-2 inline">{observation.content}</span>
              {observation.sessionId ? (
                <Link href={turnHref(observation.sessionId, observation.position)} className="ml-1 text-indigo-800 underline">
                  {observation.session?.externalId ?? "session"} {turnNumber(observation.position)}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {mode === "reject" ? (
        <form onSubmit={submitReject} className="mt-3 flex items-end gap-2">
          <label className="flex-1 text-xs font-medium text-slate-700">
            Reason for rejecting (Enter rejects, Esc cancels)
            <LimitedInput
              name="reason"
              autoFocus
              maxLength={MAX_REJECT_REASON_CHARS}
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900"
            />
          </label>
          <Button type="submit" variant="danger">
            Reject
          </Button>
          {reasonError ? <p className="text-xs text-red-700">{reasonError}</p> : null}
        </form>
      ) : null}
      {focused && mode !== "edit" && mode !== "reject" ? (
        <SimilarMemories
          key={mode ?? "view"}
          proposalId={item.id}
          proposalBody={item.body}
          onMerge={mode === "merge" ? onMerge : null}
          onSupersede={mode === "merge" ? onSupersede : undefined}
        />
      ) : null}
      {focused && canReview && mode === null ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => onAccept()}>
            Accept <kbd className="text-xs opacity-70">a</kbd>
          </Button>
          <Button variant="secondary" onClick={() => onMode("edit")}>
            Edit <kbd className="text-xs opacity-70">e</kbd>
          </Button>
          <Button variant="secondary" onClick={() => onMode("reject")}>
            Reject <kbd className="text-xs opacity-70">r</kbd>
          </Button>
          <Button variant="secondary" onClick={() => onMode("merge")}>
            Merge <kbd className="text-xs opacity-70">m</kbd>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

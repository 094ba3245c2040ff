"use client";
import type { FormEvent, KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { MemoryBodyField } from "@/components/memories/memory-body-field";

// The merged memory text before it is written: the memory's text, then the proposal's, for the
// reviewer to edit. Confirming sends the edited text only when it was changed (the server's own
// join is the same text, and refuses it whole if it is over the limit).
export function MergePreview({
  memoryBody,
  proposalBody,
  onConfirm,
  onCancel,
}: {
  memoryBody: string;
  proposalBody: string;
  onConfirm: (body?: string) => void;
  onCancel: () => void;
}) {
  const joined = `${memoryBody}\n${proposalBody}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get("body") ?? "");
    onConfirm(body === joined ? undefined : body);
  };
  const keys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Merge preview" className="mt-3 space-y-2 rounded-md border border-indigo-200 bg-indigo-50/40 p-3">
      <MemoryBodyField
        label="Merged memory text: edit it, then confirm (Ctrl+Enter confirms, Esc cancels)"
        className="block text-xs font-medium text-slate-700"
        defaultValue={joined}
        autoFocus
        onKeyDown={keys}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Confirm merge</Button>
        <Button variant="secondary" onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}

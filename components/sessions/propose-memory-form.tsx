"use client";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LimitedTextarea } from "@/components/ui/limited-textarea";
import { createProposal } from "@/lib/actions/proposals/create-proposal";
import { MAX_MEMORY_BODY_CHARS } from "@/lib/schemas/memory";

export type ProposeContext = {
  workspaceId: string;
  selfId: string;
  // Members who may review proposals, i.e. who can own one.
  owners: { id: string; label: string }[];
};

type Citation = { observationIds: string[] } | { factSheet: { factSheetId: string; line: number } };

const MAX_PREFILL = 2_000;

// "Propose a memory" on a turn or a fact-sheet line: an inline form, prefilled with the text,
// that sends a pending proposal to the chosen owner's inbox citing where it came from.
export function ProposeMemoryForm({ context, citation, prefill, subject }: { context: ProposeContext; citation: Citation; prefill: string; subject: string }) {
  const [open, setOpen] = useState(false);
  const [proposedTo, setProposedTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const label = `Propose a memory from ${subject}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ownerId = String(form.get("ownerId") ?? context.selfId);
    startTransition(async () => {
      const result = await createProposal({ workspaceId: context.workspaceId, body: String(form.get("body") ?? ""), ownerId, ...citation });
      if (!result.ok) {
        setError(result.issues?.[0]?.message ?? result.message);
        return;
      }
      setError(null);
      setOpen(false);
      setProposedTo(context.owners.find((o) => o.id === result.data.ownerId)?.label ?? "the owner");
    });
  }

  if (!open) {
    return (
      <div className="mt-2 flex items-center gap-3">
        <Button variant="ghost" className="px-2 py-0.5 text-xs text-indigo-800" aria-label={label} onClick={() => setOpen(true)}>
          Propose a memory
        </Button>
        {proposedTo ? (
          <p role="status" className="text-xs text-emerald-800">
            Proposed to {proposedTo}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label={label} className="mt-2 space-y-2 rounded-md border border-indigo-200 bg-indigo-50/50 p-2">
      <label className="block text-xs font-medium text-slate-700">
        Proposed memory
        <LimitedTextarea
          name="body"
          required
          maxLength={MAX_MEMORY_BODY_CHARS}
          rows={3}
          defaultValue={prefill.slice(0, MAX_PREFILL)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        />
      </label>
      {prefill.length > MAX_PREFILL ? (
        <p className="text-xs text-slate-600">
          Prefilled with the first {MAX_PREFILL.toLocaleString("en-US")} of {prefill.length.toLocaleString("en-US")} characters: a memory is usually a short
          fact.
        </p>
      ) : null}
      <label className="block text-xs font-medium text-slate-700">
        Owner
        <select name="ownerId" defaultValue={context.selfId} className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
          {context.owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.id === context.selfId ? `${o.label} (me)` : o.label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <Button type="submit" className="px-2 py-1 text-xs" disabled={pending}>
          Send proposal
        </Button>
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

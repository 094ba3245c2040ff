"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LimitedInput } from "@/components/ui/limited-input";
import { MAX_REJECT_REASON_CHARS } from "@/lib/schemas/proposal";

// One confirmation for a bulk decision; a bulk reject also needs its reason.
export function BulkConfirm({
  decision,
  count,
  onConfirm,
  onCancel,
}: {
  decision: "accept" | "reject";
  count: number;
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (decision === "reject" && !reason) return setError("Say why you reject these proposals.");
    onConfirm(decision === "reject" ? reason : undefined);
  };
  const label = `${decision === "accept" ? "Accept" : "Reject"} ${count} proposal${count === 1 ? "" : "s"}?`;
  return (
    <Dialog title={label} onClose={onCancel}>
      <form onSubmit={submit} className="space-y-3">
        {decision === "reject" ? (
          <label className="block text-xs font-medium text-slate-700">
            Reason
            <LimitedInput
              name="reason"
              autoFocus
              maxLength={MAX_REJECT_REASON_CHARS}
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </label>
        ) : null}
        {error ? <p className="text-xs text-red-700">{error}</p> : null}
        <div className="flex gap-2">
          <Button type="submit" autoFocus={decision === "accept"} variant={decision === "reject" ? "danger" : "primary"}>
            {decision === "accept" ? "Accept all" : "Reject all"}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

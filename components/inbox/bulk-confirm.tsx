"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

// One confirmation for a bulk decision; a bulk reject also needs its reason.
export function BulkConfirm({ decision, count, onConfirm, onCancel }: { decision: "accept" | "reject"; count: number; onConfirm: (reason?: string) => void; onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (decision === "reject" && !reason) return setError("Say why you reject these proposals.");
    onConfirm(decision === "reject" ? reason : undefined);
  };
  const label = `${decision === "accept" ? "Accept" : "Reject"} ${count} proposal${count === 1 ? "" : "s"}?`;
  return (
    <div role="dialog" aria-modal="true" aria-label={label} className="fixed inset-0 z-20 flex items-center justify-center bg-slate-900/30">
      <form onSubmit={submit} className="w-96 space-y-3 rounded-lg bg-white p-4 shadow-lg">
        <h2 className="text-sm font-semibold">{label}</h2>
        {decision === "reject" ? (
          <label className="block text-xs font-medium text-slate-700">
            Reason
            <input name="reason" autoFocus maxLength={2000} className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm" />
          </label>
        ) : null}
        {error ? <p className="text-xs text-red-700">{error}</p> : null}
        <div className="flex gap-2">
          <Button type="submit" autoFocus={decision === "accept"} variant={decision === "reject" ? "danger" : "primary"}>
            {decision === "accept" ? "Accept all" : "Reject all"}
          </Button>
          <Button variant="secondary" onClick={onCancel}>Cancel</Button>
        </div>
      </form>
    </div>
  );
}

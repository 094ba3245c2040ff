"use client";
import { useState, type FormEvent } from "react";
import { ActionError } from "@/components/memories/action-error";
import { useActionRunner } from "@/components/memories/use-action-runner";
import { Button } from "@/components/ui/button";
import { editMemory } from "@/lib/actions/memories/edit-memory";
import { LimitedInput } from "@/components/ui/limited-input";
import { MemoryBodyField } from "@/components/memories/memory-body-field";
import { MAX_MEMORY_REASON_CHARS } from "@/lib/schemas/memory";

// Saving sends the revision the text was loaded at, so an edit made over someone else's newer
// revision is refused instead of silently replacing it.
export function MemoryEditForm({ workspaceId, memoryId, body, revision }: { workspaceId: string; memoryId: string; body: string; revision: number }) {
  const { run, pending, error } = useActionRunner();
  const [saved, setSaved] = useState<number | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    run(
      () => editMemory({ workspaceId, memoryId, body: String(data.get("body") ?? ""), reason: String(data.get("reason") ?? ""), baseRevision: revision }),
      (result) => setSaved(result.revision),
    );
  }

  return (
    // Keyed by revision so the fields start over from the newest text after any change.
    <form key={revision} onSubmit={onSubmit} aria-label="Edit memory" className="space-y-2">
      <h2 className="text-sm font-semibold">Edit</h2>
      <MemoryBodyField label="Memory text" className="block text-sm" defaultValue={body} />
      <label className="block text-sm">
        Reason for the change
        <LimitedInput
          name="reason"
          required
          maxLength={MAX_MEMORY_REASON_CHARS}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
      </label>
      <Button type="submit" disabled={pending}>
        Save revision
      </Button>
      {saved === revision ? (
        <p role="status" className="text-sm text-emerald-800">
          Saved as revision {saved}.
        </p>
      ) : null}
      <ActionError message={error} />
    </form>
  );
}

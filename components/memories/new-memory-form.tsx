"use client";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { ActionError } from "@/components/memories/action-error";
import { useActionRunner } from "@/components/memories/use-action-runner";
import { Button } from "@/components/ui/button";
import { createMemory } from "@/lib/actions/memories/create-memory";
import { LimitedTextarea } from "@/components/ui/limited-textarea";
import { MAX_MEMORY_BODY_CHARS } from "@/lib/schemas/memory";

type Owner = { id: string; label: string };

// Admins may name another member as the owner; everyone else writes memories they own.
export function NewMemoryForm({ workspaceId, selfId, owners }: { workspaceId: string; selfId: string; owners: Owner[] | null }) {
  const router = useRouter();
  const { run, pending, error } = useActionRunner();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ownerId = String(form.get("ownerId") ?? selfId);
    run(
      () => createMemory({ workspaceId, body: String(form.get("body") ?? ""), ownerId: ownerId === selfId ? undefined : ownerId }),
      ({ memoryId }) => router.push(`/memories/${memoryId}`),
    );
  }

  return (
    <form onSubmit={onSubmit} aria-label="New memory" className="space-y-2">
      <h2 className="text-sm font-semibold">New memory</h2>
      <label className="block text-sm">
        Memory text
        <LimitedTextarea
          name="body"
          required
          maxLength={MAX_MEMORY_BODY_CHARS}
          rows={3}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
      </label>
      {owners ? (
        <label className="block text-sm">
          Owner
          <select name="ownerId" defaultValue={selfId} className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm">
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button type="submit" disabled={pending}>
        Create memory
      </Button>
      <ActionError message={error} />
    </form>
  );
}

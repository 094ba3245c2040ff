"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { renameWorkspace } from "@/lib/actions/workspaces/rename-workspace";
import { LimitedInput } from "@/components/ui/limited-input";

export function WorkspaceNameForm({ workspaceId, name, canEdit }: { workspaceId: string; name: string; canEdit: boolean }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("name") ?? "");
    startTransition(async () => {
      const result = await renameWorkspace({ workspaceId, name: value });
      setMessage(result.ok ? { tone: "good", text: "Saved." } : { tone: "bad", text: result.issues?.[0]?.message ?? result.message });
      if (result.ok) router.refresh();
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <h2 className="text-sm font-semibold">Workspace</h2>
      <label className="block text-sm">
        Name
        <LimitedInput
          name="name"
          defaultValue={name}
          disabled={!canEdit}
          maxLength={80}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:bg-slate-50"
        />
      </label>
      {canEdit ? (
        <Button type="submit" disabled={pending}>
          Save name
        </Button>
      ) : null}
      {message ? (
        <p role="status" className={message.tone === "good" ? "text-sm text-emerald-800" : "text-sm text-red-700"}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

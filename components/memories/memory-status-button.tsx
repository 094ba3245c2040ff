"use client";
import { ActionError } from "@/components/memories/action-error";
import { useActionRunner } from "@/components/memories/use-action-runner";
import { Button } from "@/components/ui/button";
import { archiveMemory } from "@/lib/actions/memories/archive-memory";
import { restoreMemory } from "@/lib/actions/memories/restore-memory";

export function MemoryStatusButton({ workspaceId, memoryId, status }: { workspaceId: string; memoryId: string; status: "active" | "archived" }) {
  const { run, pending, error } = useActionRunner();
  const archived = status === "archived";
  return (
    <div className="text-right">
      <Button variant="secondary" disabled={pending} onClick={() => run(() => (archived ? restoreMemory : archiveMemory)({ workspaceId, memoryId }))}>
        {archived ? "Restore" : "Archive"}
      </Button>
      <ActionError message={error} />
    </div>
  );
}

"use client";
import { ActionError } from "@/components/memories/action-error";
import { useActionRunner } from "@/components/memories/use-action-runner";
import { Button } from "@/components/ui/button";
import { revertMemory } from "@/lib/actions/memories/revert-memory";

export function RevertRevisionButton({ workspaceId, memoryId, revision }: { workspaceId: string; memoryId: string; revision: number }) {
  const { run, pending, error } = useActionRunner();
  return (
    <div>
      <Button variant="secondary" className="px-2 py-1 text-xs" disabled={pending} onClick={() => run(() => revertMemory({ workspaceId, memoryId, revision }))}>
        Revert to revision {revision}
      </Button>
      <ActionError message={error} />
    </div>
  );
}

"use server";
import { defineAction } from "@/lib/actions/define-action";
import { assertMayChangeMemory } from "@/lib/actions/memories/assert-may-change-memory";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { setMemoryStatus } from "@/lib/dal/memories/set-memory-status";
import { memoryRefSchema } from "@/lib/schemas/memory";

export const restoreMemory = defineAction({
  name: "restore-memory",
  schema: memoryRefSchema,
  permission: "memories:write",
  handler: async ({ input, actor, workspaceId }) => {
    await assertMayChangeMemory({ actor, workspaceId, memoryId: input.memoryId });
    const result = await setMemoryStatus({ workspaceId, memoryId: input.memoryId, actorId: actor.userId, status: "active" });
    revalidateShell();
    return result;
  },
});

"use server";
import { defineAction } from "@/lib/actions/define-action";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { assertMayChangeMemory } from "@/lib/actions/memories/assert-may-change-memory";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { revertMemory as revertMemoryInDb } from "@/lib/dal/memories/revert-memory";
import { revertMemorySchema } from "@/lib/schemas/memory";

export const revertMemory = defineAction({
  name: "revert-memory",
  schema: revertMemorySchema,
  permission: "memories:write",
  handler: async ({ input, actor, workspaceId }) => {
    await assertMayChangeMemory({ actor, workspaceId, memoryId: input.memoryId });
    const result = await revertMemoryInDb({ workspaceId, memoryId: input.memoryId, revision: input.revision, actorId: actor.userId });
    await embedMemory(input.memoryId);
    revalidateShell();
    return result;
  },
});

"use server";
import { defineAction } from "@/lib/actions/define-action";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { assertMayChangeMemory } from "@/lib/actions/memories/assert-may-change-memory";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { editMemory as editMemoryInDb } from "@/lib/dal/memories/edit-memory";
import { editMemorySchema } from "@/lib/schemas/memory";

export const editMemory = defineAction({
  name: "edit-memory",
  schema: editMemorySchema,
  permission: "memories:write",
  handler: async ({ input, actor, workspaceId }) => {
    await assertMayChangeMemory({ actor, workspaceId, memoryId: input.memoryId });
    const result = await editMemoryInDb({ ...input, workspaceId, actorId: actor.userId });
    await embedMemory(input.memoryId);
    revalidateShell();
    return result;
  },
});

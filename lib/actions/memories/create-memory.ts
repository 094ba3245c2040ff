"use server";
import { defineAction } from "@/lib/actions/define-action";
import { embedMemory } from "@/lib/dal/search/write-embeddings";
import { revalidateShell } from "@/lib/actions/revalidate-shell";
import { getMemberRole } from "@/lib/dal/memberships/get-member-role";
import { createMemory as createMemoryInDb } from "@/lib/dal/memories/create-memory";
import { AppError } from "@/lib/errors";
import { roleIn } from "@/lib/permissions/can";
import { ROLE_PERMISSIONS } from "@/lib/permissions/permissions";
import { createMemorySchema } from "@/lib/schemas/memory";

// A direct canonical write. The actor owns the memory unless an admin names another member, who
// must be able to write memories themselves (a viewer could never edit what they own).
export const createMemory = defineAction({
  name: "create-memory",
  schema: createMemorySchema,
  permission: "memories:write",
  handler: async ({ input, actor, workspaceId }) => {
    const ownerId = input.ownerId ?? actor.userId;
    if (ownerId !== actor.userId) {
      if (roleIn(actor, workspaceId) !== "admin") throw new AppError("FORBIDDEN", "Only a workspace admin can make someone else the owner.");
      const role = await getMemberRole({ workspaceId, userId: ownerId });
      if (!role) throw new AppError("INVALID_INPUT", "The owner must be a member of this workspace.");
      if (!ROLE_PERMISSIONS[role].has("memories:write")) throw new AppError("INVALID_INPUT", `A ${role} cannot own a memory.`);
    }
    const memory = await createMemoryInDb({
      workspaceId,
      ownerId,
      authorId: actor.userId,
      body: input.body,
      observationIds: input.observationIds,
      reason: input.reason ?? null,
    });
    await embedMemory(memory.id);
    revalidateShell();
    return { memoryId: memory.id, revision: memory.currentRevision };
  },
});

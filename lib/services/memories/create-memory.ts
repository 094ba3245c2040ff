import "server-only";
import { getMemberRole } from "@/lib/dal/memberships/get-member-role";
import { createMemory as insertMemory } from "@/lib/dal/memories/create-memory";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { AppError } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { roleIn } from "@/lib/permissions/can";
import { ROLE_PERMISSIONS } from "@/lib/permissions/permissions";
import { createMemoryInput } from "@/lib/schemas/memory";
import { defineService } from "@/lib/services/define-service";
import { revalidateShell } from "@/lib/server/revalidate-shell";

// A direct canonical write, from the UI or an agent's token. The actor owns the memory unless an
// admin names another member, who must be able to write memories themselves (a viewer could
// never edit what they own).
export const createMemory = defineService({
  name: "create-memory",
  schema: createMemoryInput,
  permission: "memories:write",
  run: async ({ actor, workspaceId, input }) => {
    const ownerId = input.ownerId ?? actor.userId;
    if (ownerId !== actor.userId) {
      if (roleIn(actor, workspaceId) !== "admin") throw new AppError("FORBIDDEN", "Only a workspace admin can make someone else the owner.");
      const role = await getMemberRole({ workspaceId, userId: ownerId });
      if (!role)
        throw new InvalidInputError("The owner must be a member of this workspace.", [{ path: "ownerId", message: "Not a member of this workspace." }]);
      if (!ROLE_PERMISSIONS[role].has("memories:write"))
        throw new InvalidInputError(`A ${role} cannot own a memory.`, [{ path: "ownerId", message: `A ${role} cannot own a memory.` }]);
    }
    const memory = await insertMemory({
      workspaceId,
      ownerId,
      authorId: actor.userId,
      body: input.body,
      observationIds: input.observationIds,
      reason: input.reason ?? null,
    });
    // After the commit: an embedder failure leaves the memory findable by full text until
    // embedPending retries it.
    await embedMemory(memory.id);
    revalidateShell();
    return memory;
  },
});

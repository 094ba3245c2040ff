"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revokeApiToken as revokeApiTokenInDb } from "@/lib/dal/tokens/revoke-api-token";
import { can } from "@/lib/permissions/can";
import { revokeApiTokenSchema } from "@/lib/schemas/tokens";

// Members revoke their own tokens; admins (workspace:manage) any token of the workspace. Someone
// else's token is answered like a missing one.
export const revokeApiToken = defineAction({
  name: "revoke-api-token",
  schema: revokeApiTokenSchema,
  permission: "tokens:manage",
  handler: async ({ input, actor, workspaceId }) => {
    const ownerId = can(actor, "workspace:manage", workspaceId) ? null : actor.userId;
    return revokeApiTokenInDb({ workspaceId, tokenId: input.tokenId, ownerId, actorId: actor.userId });
  },
});

"use server";
import { defineAction } from "@/lib/actions/define-action";
import { createApiToken as createApiTokenInDb } from "@/lib/dal/tokens/create-api-token";
import { createApiTokenSchema } from "@/lib/schemas/tokens";

const DAY_MS = 24 * 60 * 60 * 1000;

// A member creates tokens for themselves only; the token is returned once and never again.
export const createApiToken = defineAction({
  name: "create-api-token",
  schema: createApiTokenSchema,
  permission: "tokens:manage",
  handler: async ({ input, actor, workspaceId }) => {
    const created = await createApiTokenInDb({
      workspaceId,
      userId: actor.userId,
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null,
      actorId: actor.userId,
    });
    return { id: created.id, token: created.token, prefix: created.prefix, name: created.name, scopes: created.scopes };
  },
});

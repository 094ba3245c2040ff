import { z } from "@/lib/zod";
import { PERMISSIONS } from "@/lib/permissions/permissions";
import { workspaceId } from "@/lib/schemas/workspace";

// A token's scopes are permission names; a token with none may still read its workspace.
export const tokenScopesSchema = z
  .array(z.enum(PERMISSIONS, { error: `Scopes are permission names: ${PERMISSIONS.join(", ")}.` }))
  .max(PERMISSIONS.length)
  .transform((scopes) => [...new Set(scopes)]);

export const tokenNameSchema = z.string().trim().min(1, "Give the token a name.").max(80, "Keep the name under 80 characters.");

export const createApiTokenSchema = z.object({
  workspaceId,
  name: tokenNameSchema,
  scopes: tokenScopesSchema,
  expiresInDays: z.number().int().min(1).max(365).nullable().optional(),
});

export const revokeApiTokenSchema = z.object({
  workspaceId,
  tokenId: z.string().min(1).max(64),
});

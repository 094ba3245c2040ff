import { z } from "@/lib/zod";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";

export const workspaceId = z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE);
export const roleSchema = z.enum(["admin", "member", "viewer"]);

export const renameWorkspaceSchema = z.object({
  workspaceId,
  name: z.string().trim().min(1, "Give the workspace a name.").max(80, "Keep the name under 80 characters."),
});

export const addMemberSchema = z.object({
  workspaceId,
  email: z.string().trim().email("Enter a valid email address.").max(254),
  role: roleSchema,
});

export const signOutMemberEverywhereSchema = z.object({
  workspaceId,
  userId: z.string().min(1).max(64),
});

export const switchWorkspaceSchema = z.object({ workspaceId });

// A form for a service-backed action: the workspace it acts in, and the service's own fields,
// which the service parses.
export const workspaceScopedSchema = z.looseObject({ workspaceId });

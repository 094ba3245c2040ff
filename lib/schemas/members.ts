import { z } from "@/lib/zod";
import { entityId } from "@/lib/schemas/memory";
import { timePageQuery } from "@/lib/schemas/pagination";
import { roleSchema } from "@/lib/schemas/workspace";

// The members services' inputs (lib/services/members). The HTTP API validates its path, query and
// body with these same schemas, and the settings page's actions send the same fields.

export const setMemberRoleInput = z.object({
  userId: entityId.describe("The member's user id."),
  role: roleSchema.describe("The role to give: admin, member or viewer."),
});

export const memberParams = z.object({ userId: entityId.describe("The member's user id.") });

export const setMemberRoleRequest = z.strictObject({ role: setMemberRoleInput.shape.role });

export const listMembersInput = timePageQuery;

const timestamp = z.iso.datetime({ offset: true });

export const memberSummary = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  joinedAt: timestamp.describe("When the user became a member of the workspace."),
});

export const memberPageResponse = z.object({
  items: z.array(memberSummary),
  nextCursor: z.string().nullable().describe("Pass it as cursor for the next page; null on the last page."),
});

export const memberRoleResponse = z.object({ member: z.object({ userId: z.string(), role: roleSchema }) });

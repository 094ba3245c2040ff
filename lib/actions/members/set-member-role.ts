"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { setMemberRole as setMemberRoleInDb } from "@/lib/dal/memberships/set-member-role";
import { setMemberRoleSchema } from "@/lib/schemas/workspace";

export const setMemberRole = defineAction({
  name: "set-member-role",
  schema: setMemberRoleSchema,
  permission: "members:manage",
  handler: async ({ input, actor }) => {
    const result = await setMemberRoleInDb({ ...input, actorId: actor.userId });
    revalidateShell();
    return result;
  },
});

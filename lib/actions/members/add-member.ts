"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { addMember as addMemberInDb } from "@/lib/dal/memberships/add-member";
import { addMemberSchema } from "@/lib/schemas/workspace";

export const addMember = defineAction({
  name: "add-member",
  schema: addMemberSchema,
  permission: "members:manage",
  handler: async ({ input, actor }) => {
    const result = await addMemberInDb({ ...input, actorId: actor.userId });
    revalidateShell();
    return result;
  },
});

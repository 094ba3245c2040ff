"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { setMemberRole as setMemberRoleService } from "@/lib/services/members/set-member-role";

export const setMemberRole = defineServiceAction({
  name: "set-member-role",
  schema: workspaceScopedSchema,
  service: async (call) => {
    const result = await setMemberRoleService(call);
    revalidateShell();
    return result;
  },
  input: ({ userId, role }) => ({ userId, role }),
});

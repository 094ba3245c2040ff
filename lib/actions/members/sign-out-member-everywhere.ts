"use server";
import { defineAction } from "@/lib/actions/define-action";
import { forgetSessionVersion } from "@/lib/auth/session-revocation";
import { signOutMemberEverywhere as signOutMemberEverywhereInDb } from "@/lib/dal/memberships/sign-out-member-everywhere";
import { signOutMemberEverywhereSchema } from "@/lib/schemas/workspace";

// An admin ends every login session of a member: each copy of their cookie is refused from the
// next request on (on other app servers within a few seconds).
export const signOutMemberEverywhere = defineAction({
  name: "sign-out-member-everywhere",
  schema: signOutMemberEverywhereSchema,
  permission: "members:manage",
  handler: async ({ input, actor }) => {
    const result = await signOutMemberEverywhereInDb({ ...input, actorId: actor.userId });
    forgetSessionVersion(input.userId);
    return result;
  },
});

"use server";
import { cookies } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { CURRENT_WORKSPACE_COOKIE } from "@/lib/workspaces/current-workspace-cookie";
import { switchWorkspaceSchema } from "@/lib/schemas/workspace";
import { env } from "@/lib/env";

// Only records which of the actor's own workspaces to show; reading it requires membership.
export const switchWorkspace = defineAction({
  name: "switch-workspace",
  schema: switchWorkspaceSchema,
  permission: "workspace:read",
  handler: async ({ workspaceId }) => {
    (await cookies()).set(CURRENT_WORKSPACE_COOKIE, workspaceId, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env().NODE_ENV === "production" && (env().NEXTAUTH_URL ?? "").startsWith("https:"),
    });
    return { workspaceId };
  },
});

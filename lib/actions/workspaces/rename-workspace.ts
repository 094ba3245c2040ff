"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { renameWorkspace as renameWorkspaceInDb } from "@/lib/dal/workspaces/rename-workspace";
import { renameWorkspaceSchema } from "@/lib/schemas/workspace";

export const renameWorkspace = defineAction({
  name: "rename-workspace",
  schema: renameWorkspaceSchema,
  permission: "workspace:manage",
  handler: async ({ input, actor }) => {
    const result = await renameWorkspaceInDb({ workspaceId: input.workspaceId, name: input.name, actorId: actor.userId });
    revalidateShell();
    return result;
  },
});

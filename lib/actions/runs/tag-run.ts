"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { setRunTags } from "@/lib/dal/runs/set-run-tags";
import { tagRunSchema } from "@/lib/schemas/run";

export const tagRun = defineAction({
  name: "tag-run",
  schema: tagRunSchema,
  permission: "runs:write",
  handler: async ({ input, actor, workspaceId }) => {
    const result = await setRunTags({ workspaceId, runId: input.runId, actorId: actor.userId, tags: input.tags });
    revalidateShell();
    return result;
  },
});

"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/server/revalidate-shell";
import { setRunArchived } from "@/lib/dal/runs/set-run-archived";
import { runRefSchema } from "@/lib/schemas/run";

export const unarchiveRun = defineAction({
  name: "unarchive-run",
  schema: runRefSchema,
  permission: "runs:write",
  handler: async ({ input, actor, workspaceId }) => {
    const result = await setRunArchived({ workspaceId, runId: input.runId, actorId: actor.userId, archived: false });
    revalidateShell();
    return result;
  },
});

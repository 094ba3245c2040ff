"use server";
import { defineAction } from "@/lib/actions/define-action";
import { cancelJobRun } from "@/lib/dal/jobs/cancel-job-run";
import { cancelJobSchema } from "@/lib/schemas/job";

// Admins manage the workspace's jobs. The worker stops at its next unit of work; what it wrote
// stays.
export const cancelJob = defineAction({
  name: "cancel-job",
  schema: cancelJobSchema,
  permission: "workspace:manage",
  handler: ({ input, actor, workspaceId }) => cancelJobRun({ workspaceId, id: input.jobId, actorId: actor.userId }),
});

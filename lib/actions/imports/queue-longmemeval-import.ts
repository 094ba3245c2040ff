"use server";
import { defineAction } from "@/lib/actions/define-action";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { AppError } from "@/lib/errors";
import { uploadPath } from "@/lib/import/store-upload";
import type { ImportJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { queueLongMemEvalImportSchema } from "@/lib/schemas/import";

// Queues the import of a file uploaded to the workspace's upload folder (POST /api/imports
// stores it, then calls this); a worker imports it and /jobs shows its progress. The upload id
// is resolved inside the workspace's own folder, so another workspace's file is unreachable.
export const queueLongMemEvalImport = defineAction({
  name: "queue-longmemeval-import",
  schema: queueLongMemEvalImportSchema,
  permission: "benchmarks:write",
  handler: async ({ input, actor, workspaceId }) => {
    const file = await uploadPath(workspaceId, input.uploadId);
    if (!file) throw new AppError("NOT_FOUND", "That upload does not exist: upload the file again.");
    const payload: ImportJobPayload = { benchmark: input.benchmark, paths: [file] };
    const job = await enqueueJobRun({ workspaceId, kind: "import-longmemeval", queue: QUEUES.importLongMemEval, payload, createdById: actor.userId });
    return { jobId: job.id };
  },
});

"use server";
import { defineAction } from "@/lib/actions/define-action";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { AppError } from "@/lib/errors";
import { findStoredUpload } from "@/lib/import/store-upload";
import type { ImportJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { queueLongMemEvalImportSchema } from "@/lib/schemas/import";

// Queues the import of an uploaded file (POST /api/imports stores it in the database, then calls
// this); a worker, on any machine, imports it and /jobs shows its progress. The upload id is
// looked up within the workspace, so another workspace's file is unreachable.
export const queueLongMemEvalImport = defineAction({
  name: "queue-longmemeval-import",
  schema: queueLongMemEvalImportSchema,
  permission: "benchmarks:write",
  handler: async ({ input, actor, workspaceId }) => {
    const upload = await findStoredUpload(workspaceId, input.uploadId);
    if (!upload) throw new AppError("NOT_FOUND", "That upload does not exist: upload the file again.");
    const payload: ImportJobPayload = { benchmark: input.benchmark, uploadId: upload.id, filename: upload.filename };
    const job = await enqueueJobRun({ workspaceId, kind: "import-longmemeval", queue: QUEUES.importLongMemEval, payload, createdById: actor.userId });
    return { jobId: job.id };
  },
});

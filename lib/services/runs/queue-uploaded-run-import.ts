import "server-only";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { AppError } from "@/lib/errors";
import { findStoredUpload } from "@/lib/import/store-upload";
import type { ImportRunJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { queueUploadedRunImportInput } from "@/lib/schemas/run";
import { defineService } from "@/lib/services/define-service";

// The Jobs page's "Import a run" form: POST /api/imports/runs streams the run file into the
// database as an upload, then queues its import here, the same "import-run" job the HTTP API
// queues. The upload is looked up within the workspace, so another workspace's file is unreachable.
export const queueUploadedRunImport = defineService({
  name: "queue-uploaded-run-import",
  schema: queueUploadedRunImportInput,
  permission: "runs:write",
  run: async ({ actor, workspaceId, input }) => {
    const upload = await findStoredUpload(workspaceId, input.uploadId);
    if (!upload) throw new AppError("NOT_FOUND", "That upload does not exist: upload the file again.");
    const evalUpload = input.evalUploadId ? await findStoredUpload(workspaceId, input.evalUploadId) : null;
    if (input.evalUploadId && !evalUpload) throw new AppError("NOT_FOUND", "That judge log upload does not exist: upload the files again.");
    const payload: ImportRunJobPayload = {
      benchmark: input.benchmark,
      name: input.name,
      uploadId: upload.id,
      filename: upload.filename,
      ...(evalUpload ? { evalUploadId: evalUpload.id, evalFilename: evalUpload.filename } : {}),
      ...(input.reader ? { reader: input.reader } : {}),
      ...(input.judge ? { judge: input.judge } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
    };
    const job = await enqueueJobRun({ workspaceId, kind: "import-run", queue: QUEUES.importRun, payload, createdById: actor.userId });
    return { jobId: job.id };
  },
});

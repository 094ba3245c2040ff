import "server-only";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { removeUpload, storeUpload } from "@/lib/import/store-upload";
import type { ImportRunJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { queueRunImportInput } from "@/lib/schemas/run";
import { defineService } from "@/lib/services/define-service";

// An agent sends a run file; it is stored as an upload in the database and imported by a
// worker as a tracked job (GET /api/v1/jobs/{id} shows it), as LongMemEval uploads are.
export const queueRunImport = defineService({
  name: "queue-run-import",
  schema: queueRunImportInput,
  permission: "runs:write",
  run: async ({ actor, workspaceId, input }) => {
    const stored = await storeUpload({ workspaceId, filename: input.filename, body: new Blob([input.content]).stream() });
    const payload: ImportRunJobPayload = {
      benchmark: input.benchmark,
      name: input.name,
      uploadId: stored.uploadId,
      filename: input.filename,
      ...(input.reader ? { reader: input.reader } : {}),
      ...(input.judge ? { judge: input.judge } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
    };
    try {
      const job = await enqueueJobRun({ workspaceId, kind: "import-run", queue: QUEUES.importRun, payload, createdById: actor.userId });
      return { jobId: job.id, bytes: stored.bytes };
    } catch (error) {
      await removeUpload(workspaceId, stored.uploadId);
      throw error;
    }
  },
});

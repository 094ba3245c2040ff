-- A failed job records what went wrong as a code (LLM_PROVIDER_FAILED, BAD_INPUT_FILE, ...) beside
-- its message, which is written for a user; the raw exception stays in the worker's log
-- (lib/jobs/tracked-job.ts).
ALTER TABLE "JobRun" ADD COLUMN "errorCode" TEXT;

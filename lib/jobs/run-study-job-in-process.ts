import { createOrResumeJobRun } from "@/lib/dal/jobs/create-or-resume-job-run";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { appErrorFailure, type JobFailureOf } from "@/lib/jobs/job-failure";
import { runTrackedJob, type JobEnd } from "@/lib/jobs/tracked-job";
import type { ChatConfig } from "@/lib/llm/chat-completion";
import { runStudySteps, type StudyProgress, type StudyRunOutcome } from "@/lib/services/studies/run-study-steps";
import { z } from "@/lib/zod";

// No worker retries an in-process job, so any error ends it: an expected one with its reason, an
// unexpected one with a generic sentence (the caller reports the error itself).
const studyFailure: JobFailureOf = (error) => appErrorFailure(error) ?? { code: "INTERNAL", message: "the study stopped on an unexpected error" };

// A study run to its end in this process (`lore study run`), recorded as a job so the jobs page
// shows it and can cancel it. Rerun after a kill, it takes over the job the dead process left
// (no heartbeat for staleMs) and the study resumes: finished runs are kept, the unfinished one
// continues where its results end. The job's bookkeeping is runTrackedJob's, as for a queued job.
export async function runStudyJobInProcess(input: {
  workspaceId: string;
  studyId: string;
  createdById: string | null;
  longMemEvalDir?: string | null;
  chat?: ChatConfig;
  signal: AbortSignal;
  heartbeatMs?: number;
  staleMs?: number;
  onProgress?: (progress: StudyProgress) => void;
}): Promise<Omit<StudyRunOutcome, "status"> & { status: StudyRunOutcome["status"] | "cancelled"; jobRunId: string; resumed: boolean }> {
  const staleMs = input.staleMs ?? env().LORE_JOB_STALE_MS;
  const job = await createOrResumeJobRun({
    workspaceId: input.workspaceId,
    kind: "study",
    payload: { studyId: input.studyId, runner: "in-process" },
    createdById: input.createdById,
    staleMs,
  });
  const ctx = {
    data: { jobRunId: job.id },
    queueJobId: "in-process",
    signal: input.signal,
    worker: "in-process",
    log: () => {},
    heartbeatMs: input.heartbeatMs ?? env().LORE_JOB_HEARTBEAT_MS,
  };
  let outcome: StudyRunOutcome | undefined;
  let wasCancelled = false;
  const tracked = await runTrackedJob(ctx, { schema: z.unknown(), failOn: studyFailure }, async ({ run, cancelled, shouldStop, progress }): Promise<JobEnd> => {
    outcome = await runStudySteps({
      workspaceId: input.workspaceId,
      studyId: input.studyId,
      // The study's claim: which job holds it.
      jobRunId: run.id,
      actorId: input.createdById,
      staleMs,
      longMemEvalDir: input.longMemEvalDir,
      chat: input.chat,
      concurrency: env().LORE_LLM_CONCURRENCY ?? 4,
      prices: { input: env().LORE_LLM_PRICE_INPUT ?? 0, output: env().LORE_LLM_PRICE_OUTPUT ?? 0 },
      // Cancelled on the jobs page: stop between questions, as a worker would.
      shouldStop,
      onProgress: (p) => {
        input.onProgress?.(p);
        void progress(p.questionsDone, p.questionsTotal, p.runsDone === p.runsTotal);
      },
    });
    wasCancelled = cancelled();
    if (outcome.status === "completed") return { status: "completed", result: { made: outcome.made, reused: outcome.reused } };
    if (outcome.status === "failed") return { status: "failed", code: "STUDY_RUN_FAILED", message: outcome.problem ?? "a run of the study failed" };
    return { status: "left" };
  });
  if (tracked?.error !== undefined) throw tracked.error;
  if (!tracked || !outcome) throw new AppError("CONFLICT", `job ${job.id} was cancelled before it started`);
  return { ...outcome, status: wasCancelled && outcome.status === "stopped" ? "cancelled" : outcome.status, jobRunId: job.id, resumed: job.resumed };
}

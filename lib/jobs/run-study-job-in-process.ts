import { createOrResumeJobRun } from "@/lib/dal/jobs/create-job-run";
import { finishJobRun } from "@/lib/dal/jobs/finish-job-run";
import { beatJobRun, clearJobRunBeat } from "@/lib/dal/jobs/job-run-heartbeat";
import { setJobRunProgress } from "@/lib/dal/jobs/add-job-run-progress";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { watchCancellation } from "@/lib/jobs/watch-cancellation";
import type { ChatConfig } from "@/lib/llm/chat-completion";
import { runStudySteps, type StudyProgress, type StudyRunOutcome } from "@/lib/services/studies/run-study-steps";

// A study run to its end in this process (`lore study run`), recorded as a job so the jobs page
// shows it and can cancel it. Rerun after a kill, it takes over the job the dead process left
// (no heartbeat for staleMs) and the study resumes: finished runs are kept, the unfinished one
// continues where its results end.
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
  await startJobRun({ id: job.id });
  const beat = { id: job.id, queueJobId: "in-process" };
  await beatJobRun(beat);
  const timer = setInterval(() => void beatJobRun(beat).catch(() => {}), input.heartbeatMs ?? env().LORE_JOB_HEARTBEAT_MS);
  // Cancelled on the jobs page: stop between questions, as a worker would.
  const watch = watchCancellation(job.id);
  let lastWrite = 0;
  try {
    const outcome = await runStudySteps({
      workspaceId: input.workspaceId,
      studyId: input.studyId,
      jobRunId: job.id,
      actorId: input.createdById,
      staleMs,
      longMemEvalDir: input.longMemEvalDir,
      chat: input.chat,
      concurrency: env().LORE_LLM_CONCURRENCY ?? 4,
      prices: { input: env().LORE_LLM_PRICE_INPUT ?? 0, output: env().LORE_LLM_PRICE_OUTPUT ?? 0 },
      shouldStop: () => input.signal.aborted || watch.cancelled(),
      onProgress: (p) => {
        input.onProgress?.(p);
        if (Date.now() - lastWrite < 500 && p.runsDone !== p.runsTotal) return;
        lastWrite = Date.now();
        void setJobRunProgress(undefined, { id: job.id, progress: p.questionsDone, total: p.questionsTotal }).catch(() => {});
      },
    });
    if (outcome.status === "completed") await finishJobRun({ id: job.id, status: "completed", result: { made: outcome.made, reused: outcome.reused } });
    else if (outcome.status === "failed") await finishJobRun({ id: job.id, status: "failed", error: outcome.problem ?? "a run of the study failed" });
    return { ...outcome, status: watch.cancelled() && outcome.status === "stopped" ? "cancelled" : outcome.status, jobRunId: job.id, resumed: job.resumed };
  } catch (error) {
    await finishJobRun({ id: job.id, status: "failed", error: error instanceof AppError ? error.message : "the study stopped on an unexpected error" }).catch(
      () => {},
    );
    throw error;
  } finally {
    clearInterval(timer);
    watch.stop();
    await clearJobRunBeat(beat).catch(() => {});
  }
}

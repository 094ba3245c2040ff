import { getJobRunStatus } from "@/lib/dal/jobs/get-job-run";

// Whether someone cancelled a running job on the jobs page (or the CLI), polled every `everyMs`
// (once a second by default): long work checks `cancelled()` between units and stops there. Call
// `stop()` when the work ends. A job still queued (a planner that has not started it yet) is not
// cancelled; one that ended some other way is, since nothing more should be written to it.
export function watchCancellation(jobRunId: string, everyMs = 1_000): { cancelled: () => boolean; stop: () => void } {
  let cancelled = false;
  const poll = setInterval(() => {
    void getJobRunStatus(jobRunId)
      .then((status) => (cancelled = status !== "running" && status !== "queued"))
      .catch(() => {});
  }, everyMs);
  return { cancelled: () => cancelled, stop: () => clearInterval(poll) };
}

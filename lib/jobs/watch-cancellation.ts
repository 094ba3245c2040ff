import { getJobRunStatus } from "@/lib/dal/jobs/get-job-run";

// Whether someone cancelled a running job on the jobs page (or the CLI), polled once a second:
// long work checks `cancelled()` between units and stops there. Call `stop()` when the work ends.
export function watchCancellation(jobRunId: string): { cancelled: () => boolean; stop: () => void } {
  let cancelled = false;
  const poll = setInterval(() => {
    void getJobRunStatus(jobRunId)
      .then((status) => (cancelled = status !== "running"))
      .catch(() => {});
  }, 1_000);
  return { cancelled: () => cancelled, stop: () => clearInterval(poll) };
}

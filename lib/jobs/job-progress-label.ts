import { formatBytes } from "@/lib/format/format-bytes";
import type { JobProgressInput } from "@/lib/jobs/job-progress";

// What the progress cell of a job shows: a bar only when it means something. A live job with no
// total yet gets an indeterminate bar; a finished job whose total was never known gets none (it
// never had a size to measure against), and a failed one with a total shows where it stopped.
export type JobProgressLabel = { bar: "determinate" | "indeterminate" | "none"; text: string };

const amount = (units: number, unit: string) => (unit === "KB" ? formatBytes(units * 1024) : `${units.toLocaleString("en-US")} ${unit}`);

export function jobProgressLabel(job: Pick<JobProgressInput, "status" | "progress" | "total">, unit: string): JobProgressLabel {
  const live = job.status === "queued" || job.status === "running";
  if (job.total === null) {
    if (job.status === "queued") return { bar: "indeterminate", text: "waiting for a worker" };
    if (live) return { bar: "indeterminate", text: job.progress > 0 ? `${amount(job.progress, unit)} so far` : "starting" };
    if (job.progress === 0) return { bar: "none", text: job.status === "completed" ? "done" : "stopped before any progress was recorded" };
    return { bar: "none", text: `stopped after ${amount(job.progress, unit)}` };
  }
  const both =
    unit === "KB" ? `${amount(job.progress, unit)} of ${amount(job.total, unit)}` : `${job.progress.toLocaleString("en-US")} of ${amount(job.total, unit)}`;
  if (job.status === "failed" || job.status === "cancelled") return { bar: "determinate", text: `stopped at ${both}` };
  return { bar: "determinate", text: both };
}

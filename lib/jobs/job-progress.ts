// What the jobs page shows for a job: how far it is, how fast it goes and when it should end.
// Pure, on the database's clock (`now` comes with the list), so browser clock skew cannot
// distort a rate.

export type JobProgressInput = {
  status: "queued" | "running" | "completed" | "failed" | "cancelled";
  progress: number;
  total: number | null;
  // Units that were already done when the job started (skipped sessions): not part of the rate.
  skipped?: number;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
  now: string;
};

export type JobProgressView = {
  // 0..1, or null while the total is unknown.
  fraction: number | null;
  // Units a second over the time the job has run, or null before there is anything to measure.
  rate: number | null;
  etaSeconds: number | null;
  elapsedSeconds: number | null;
  // Running, but no heartbeat for longer than STALE_SECONDS: its worker may have died (the queue
  // retries it) or be stuck.
  stalled: boolean;
};

export const STALE_SECONDS = 90;

const seconds = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

export function jobProgressView(job: JobProgressInput): JobProgressView {
  const total = job.total ?? null;
  const fraction = total === null ? null : total === 0 ? 1 : Math.min(1, job.progress / total);
  const end = job.finishedAt ?? job.now;
  const elapsedSeconds = job.startedAt ? seconds(job.startedAt, end) : null;
  const doneHere = job.progress - (job.skipped ?? 0);
  const rate = elapsedSeconds && elapsedSeconds >= 1 && doneHere > 0 ? doneHere / elapsedSeconds : null;
  const left = total === null ? null : Math.max(0, total - job.progress);
  const etaSeconds = job.status === "running" && rate && left !== null ? Math.round(left / rate) : null;
  const stalled = job.status === "running" && seconds(job.updatedAt, job.now) > STALE_SECONDS;
  return { fraction, rate, etaSeconds, elapsedSeconds, stalled };
}

export function formatDuration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

export function formatRate(rate: number, unit: string): string {
  if (rate >= 1) return `${rate.toFixed(rate >= 10 ? 0 : 1)} ${unit}/s`;
  return `${(rate * 60).toFixed(1)} ${unit}/min`;
}

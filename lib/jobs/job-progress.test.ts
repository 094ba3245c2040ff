import { describe, expect, it } from "vitest";
import { formatDuration, formatRate, jobProgressView, type JobProgressInput } from "@/lib/jobs/job-progress";

const base: JobProgressInput = {
  status: "running",
  progress: 30,
  total: 100,
  skipped: 10,
  startedAt: "2026-01-01T00:00:00.000Z",
  finishedAt: null,
  updatedAt: "2026-01-01T00:00:09.000Z",
  now: "2026-01-01T00:00:10.000Z",
};

describe("a job's progress, rate and ETA", () => {
  it("measures the rate on the units done by this job, not the ones it skipped", () => {
    expect(jobProgressView(base)).toEqual({ fraction: 0.3, rate: 2, etaSeconds: 35, elapsedSeconds: 10, stalled: false });
  });

  it("has no ETA before anything was done, nor once the job ended", () => {
    expect(jobProgressView({ ...base, progress: 10 })).toMatchObject({ rate: null, etaSeconds: null });
    expect(jobProgressView({ ...base, status: "completed", progress: 100, finishedAt: "2026-01-01T00:00:20.000Z" })).toMatchObject({
      fraction: 1,
      etaSeconds: null,
      elapsedSeconds: 20,
    });
  });

  it("shows no fraction while the total is unknown, and a full bar for an empty job", () => {
    expect(jobProgressView({ ...base, total: null }).fraction).toBeNull();
    expect(jobProgressView({ ...base, total: 0, progress: 0 }).fraction).toBe(1);
  });

  it("flags a running job whose heartbeat is older than 90 seconds", () => {
    expect(jobProgressView({ ...base, updatedAt: "2025-12-31T23:58:00.000Z" }).stalled).toBe(true);
    expect(jobProgressView({ ...base, status: "queued", startedAt: null, updatedAt: "2025-12-31T23:58:00.000Z" })).toMatchObject({
      stalled: false,
      elapsedSeconds: null,
    });
  });

  it("formats durations and rates for people", () => {
    expect([formatDuration(42), formatDuration(125), formatDuration(7260)]).toEqual(["42 s", "2 min 5 s", "2 h 1 min"]);
    expect([formatRate(12.4, "sessions"), formatRate(2.25, "sessions"), formatRate(0.5, "KB")]).toEqual(["12 sessions/s", "2.3 sessions/s", "30.0 KB/min"]);
  });
});

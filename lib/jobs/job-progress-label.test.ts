import { describe, expect, it } from "vitest";
import { jobProgressLabel } from "@/lib/jobs/job-progress-label";

describe("jobProgressLabel", () => {
  it("shows a failed job with no known total without a bar or a '?'", () => {
    const label = jobProgressLabel({ status: "failed", progress: 0, total: null }, "KB");
    expect(label).toEqual({ bar: "none", text: "stopped before any progress was recorded" });
    expect(label.text).not.toContain("?");
    expect(jobProgressLabel({ status: "failed", progress: 12, total: null }, "sessions")).toEqual({ bar: "none", text: "stopped after 12 sessions" });
  });

  it("gives a live job with no total an indeterminate bar", () => {
    expect(jobProgressLabel({ status: "queued", progress: 0, total: null }, "KB")).toEqual({ bar: "indeterminate", text: "waiting for a worker" });
    expect(jobProgressLabel({ status: "running", progress: 0, total: null }, "KB")).toEqual({ bar: "indeterminate", text: "starting" });
    expect(jobProgressLabel({ status: "running", progress: 300, total: null }, "KB")).toEqual({ bar: "indeterminate", text: "300 KB so far" });
  });

  it("shows real totals, as sizes for KB jobs, and where a failed job stopped", () => {
    expect(jobProgressLabel({ status: "running", progress: 512, total: 2048 }, "KB")).toEqual({ bar: "determinate", text: "512 KB of 2 MB" });
    expect(jobProgressLabel({ status: "completed", progress: 1500, total: 1500 }, "sessions")).toEqual({ bar: "determinate", text: "1,500 of 1,500 sessions" });
    expect(jobProgressLabel({ status: "failed", progress: 3, total: 10 }, "questions")).toEqual({ bar: "determinate", text: "stopped at 3 of 10 questions" });
  });
});

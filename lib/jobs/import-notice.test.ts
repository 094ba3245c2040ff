import { describe, expect, it } from "vitest";
import { importNotice } from "@/lib/jobs/import-notice";

const base = { filename: "tiny.json", bytes: 22 };

describe("importNotice", () => {
  it("says the import is queued until a worker takes it, with the true size", () => {
    expect(importNotice({ ...base, job: undefined })).toEqual({ tone: "good", text: "Uploaded tiny.json (22 B): the import is queued." });
    expect(importNotice({ ...base, job: { status: "queued", error: null } }).text).toContain("the import is queued");
  });

  it("follows the job to running and completed", () => {
    expect(importNotice({ ...base, job: { status: "running", error: null } })).toEqual({ tone: "good", text: "Uploaded tiny.json (22 B): importing…" });
    expect(importNotice({ ...base, bytes: 3 * 1024 * 1024, job: { status: "completed", error: null } })).toEqual({
      tone: "good",
      text: "Imported tiny.json (3 MB).",
    });
  });

  it("turns red with the job's reason once the import failed", () => {
    const notice = importNotice({ ...base, job: { status: "failed", error: "tiny.json: not valid JSON (line 1)" } });
    expect(notice.tone).toBe("bad");
    expect(notice.text).toBe("The import of tiny.json (22 B) failed: not valid JSON (line 1)");
    expect(importNotice({ ...base, job: { status: "failed", error: null } }).text).toBe("The import of tiny.json (22 B) failed: see the job below.");
    expect(notice.text).not.toContain("queued");
    expect(importNotice({ ...base, job: { status: "cancelled", error: null } }).tone).toBe("neutral");
  });
});

import { describe, expect, it } from "vitest";
import { GENERIC_JOB_ERROR, MAX_JOB_ERROR_CHARS, safeJobError } from "@/lib/jobs/safe-job-error";

describe("safeJobError", () => {
  it("keeps a handler's sentence", () => {
    expect(safeJobError("runs.jsonl line 3: question_id is missing.")).toBe("runs.jsonl line 3: question_id is missing.");
    expect(safeJobError(null)).toBeNull();
  });

  it("replaces text that names internals with a generic sentence", () => {
    for (const raw of [
      "TypeError: x is undefined\n    at run (/app/lib/jobs/worker.ts:10:3)",
      "a chunk failed and will be retried: Invalid `prisma.factSheet.create()` invocation",
      "connect ECONNREFUSED 127.0.0.1:5432",
      "Cannot find module /srv/lore/node_modules/foo/index.js",
    ]) {
      expect(safeJobError(raw), raw).toBe(GENERIC_JOB_ERROR);
    }
  });

  it("names a file by its base name, never the worker's temporary copy", () => {
    expect(safeJobError("/tmp/lore-upload-Ab12/half.json: Unexpected end of JSON input")).toBe("half.json: Unexpected end of JSON input");
    expect(safeJobError("C:\\Users\\lore\\AppData\\runs.jsonl: line 3 is not JSON")).toBe("runs.jsonl: line 3 is not JSON");
  });

  it("keeps only the first line, at most 500 characters", () => {
    expect(safeJobError("first\nsecond")).toBe("first");
    expect(safeJobError("x".repeat(5000))!.length).toBe(MAX_JOB_ERROR_CHARS);
  });
});

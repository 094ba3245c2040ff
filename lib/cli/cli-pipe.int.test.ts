import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOST_OUTPUT_EXIT_CODE } from "@/lib/cli/exit-when-flushed";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreThroughPipe } from "@/testing/run-lore-cli";

// 20,000 hypotheses whose question ids are not in the (empty) benchmark: `import run --json`
// then lists every id in unmatchedQuestionIds, about 3.2 MB of JSON on one line, far past a
// pipe's 64 KiB buffer.
const ROWS = 20_000;
const questionId = (i: number) => `pipe-${String(i).padStart(6, "0")}-${"x".repeat(140)}`;

describe("lore output through a pipe", () => {
  let workspaceId = "";
  let runFile = "";
  let imported: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    workspaceId = (await createTestWorkspace()).id;
    runFile = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-pipe-")), "run.jsonl");
    writeFileSync(runFile, Array.from({ length: ROWS }, (_, i) => JSON.stringify({ question_id: questionId(i), hypothesis: `answer ${i}` })).join("\n") + "\n");
    imported = runLoreThroughPipe(["import", "run", runFile, "--benchmark", "piped", "--name", "big", "--workspace", workspaceId, "--json"], "cat");
  }, 120_000);

  it("delivers a multi-megabyte --json result whole through `| cat`, with exit status 0", () => {
    expect(imported.stderr).not.toMatch(/\n\s+at /);
    expect(imported.code).toBe(0);
    expect(imported.stdout.length).toBeGreaterThan(3_000_000);
    const body = JSON.parse(imported.stdout);
    expect(body).toMatchObject({ run: "big", results: ROWS });
    expect(body.unmatchedQuestionIds).toHaveLength(ROWS);
    expect(body.unmatchedQuestionIds.at(-1)).toBe(questionId(ROWS - 1));
  });

  it("exports every hypothesis through `| cat` and through a slow `| gzip | gunzip`", () => {
    for (const pipeline of ["cat", "(sleep 1; gzip) | gunzip"]) {
      const { code, stdout } = runLoreThroughPipe(["export", "run", "big", "--format", "longmemeval", "--workspace", workspaceId], pipeline);
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(ROWS);
      expect(JSON.parse(lines.at(-1)!)).toEqual({ question_id: questionId(ROWS - 1), hypothesis: `answer ${ROWS - 1}` });
    }
  });

  it("ends quietly, with a non-zero status, when the reader closes the pipe early (`| head -c 1`)", () => {
    const { code, stdout, stderr } = runLoreThroughPipe(["export", "run", "big", "--format", "longmemeval", "--workspace", workspaceId], "head -c 1");
    expect(stdout).toBe("{");
    expect(code).toBe(LOST_OUTPUT_EXIT_CODE);
    expect(stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
  });
});

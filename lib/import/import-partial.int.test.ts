import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { importRun } from "@/lib/import/import-run";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";
import { workspaceRowCounts } from "@/testing/workspace-row-counts";

// Real LongMemEval oracle questions (see ../shared/data/longmemeval/SOURCES.md), one per file.
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
type Question = Record<string, unknown> & { question_id: string; haystack_session_ids: string[]; answer_session_ids: string[] };
const question = (name: string): Question => JSON.parse(readFileSync(path.join(LME, name), "utf8"));

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "lore-partial-"));
}
function tempFile(name: string, content: string, dir = tempDir()): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: Error) => e,
  );

describe("imports say what they kept", () => {
  it("an empty, whitespace-only or [] question file is an error naming the file, storing nothing", async () => {
    const ws = await createTestWorkspace();
    for (const content of ["", "  \n\t\n", "[]"]) {
      const file = tempFile("questions.json", content);
      const error = await failure(importLongMemEval({ workspaceId: ws.id, benchmark: "empty", paths: [file] }));
      expect(error?.message, JSON.stringify(content)).toContain(`${file}: is empty: it holds no questions`);
      expect(error?.message).toContain("Nothing was stored");
    }
    expect(await workspaceRowCounts(ws.id)).toMatchObject({ questions: 0 });
    const cli = runLoreJson(["import", "longmemeval", tempFile("blank.jsonl", "\n\n"), "--benchmark", "empty", "--workspace", ws.id]);
    expect(cli.code).toBe(1);
    expect(cli.body.error).toMatchObject({
      code: "INPUT",
      message: expect.stringMatching(/blank\.jsonl: is empty/),
      committed: { questions: 0, sessions: 0, turns: 0 },
    });
  });

  it("answer_session_ids naming a session outside the haystack is an error naming the file and question", async () => {
    const ws = await createTestWorkspace();
    const q = question("3_00ca467f.json");
    const file = tempFile("q.json", JSON.stringify({ ...q, answer_session_ids: [q.answer_session_ids[0], "no_such_session"] }));
    const error = await failure(importLongMemEval({ workspaceId: ws.id, benchmark: "evidence", paths: [file] }));
    expect(error?.message).toMatch(
      new RegExp(`^${file}: question 00ca467f: answer_session_ids: names a session not in haystack_session_ids \\("no_such_session"\\)`),
    );
    expect(await workspaceRowCounts(ws.id)).toMatchObject({ questions: 0, sessions: 0 });
  });

  it("a failed import names what it committed, and running it again with the file fixed resumes", async () => {
    const ws = await createTestWorkspace();
    const dir = tempDir();
    // Files are read in name order: a good question, then an empty file.
    const good = question("1_1903aded.json");
    writeFileSync(path.join(dir, "a.json"), JSON.stringify(good));
    const empty = tempFile("b.json", "", dir);
    const failed = runLoreJson(["import", "longmemeval", dir, "--benchmark", "resume", "--workspace", ws.id]);
    expect(failed.code).toBe(1);
    const sessions = good.haystack_session_ids.length;
    expect(failed.body.error).toMatchObject({ code: "INPUT", committed: { questions: 1, questionsImported: 1, sessions } });
    expect(failed.body.error.committed.turns).toBeGreaterThan(0);
    expect(failed.body.error.message).toContain(`${empty}: is empty`);
    expect(failed.body.error.message).toMatch(
      /Stored before this error: 1 question\(s\) \(1 new, 0 updated, 0 unchanged\), \d+ session\(s\), \d+ turn\(s\)\. Fix the file and run the same import again: it resumes/,
    );
    expect(await workspaceRowCounts(ws.id)).toMatchObject({ questions: 1 });

    writeFileSync(empty, JSON.stringify(question("3_00ca467f.json")));
    const rerun = runLoreJson(["import", "longmemeval", dir, "--benchmark", "resume", "--workspace", ws.id]);
    expect(rerun.code).toBe(0);
    expect(rerun.body).toMatchObject({ questions: 2, questionsImported: 1, questionsUnchanged: 1 });
    expect(await workspaceRowCounts(ws.id)).toMatchObject({ questions: 2 });
  });

  it("a run file matching none of a benchmark's questions is an error naming the file; no run is stored", async () => {
    const ws = await createTestWorkspace();
    await importLongMemEval({ workspaceId: ws.id, benchmark: "oracle", paths: [path.join(LME, "3_00ca467f.json")] });
    const file = tempFile("other.jsonl", ["elsewhere_1", "elsewhere_2"].map((id) => JSON.stringify({ question_id: id, hypothesis: "x" })).join("\n"));
    const error = await failure(importRun({ workspaceId: ws.id, benchmark: "oracle", name: "wrong", file }));
    expect(error?.message).toBe(
      `${file}: matches none of the 1 questions of benchmark oracle (its first question_id is "elsewhere_1"); no run was stored. Check --benchmark, or import the benchmark's questions first.`,
    );
    expect(await getDb().run.count({ where: { workspaceId: ws.id } })).toBe(0);
    // One match is enough: the others are listed as unmatched, as before.
    const some = tempFile("some.jsonl", ["00ca467f", "elsewhere_1"].map((id) => JSON.stringify({ question_id: id, hypothesis: "x" })).join("\n"));
    expect(await importRun({ workspaceId: ws.id, benchmark: "oracle", name: "some", file: some })).toMatchObject({
      results: 2,
      unmatchedQuestionIds: ["elsewhere_1"],
    });
  });

  it("cuts an echoed 1 MB question_id to a short prefix in every error", async () => {
    const ws = await createTestWorkspace();
    const hugeId = `${"Q".repeat(100)}${"z".repeat(1024 * 1024)}`;
    const prefix = `${"Q".repeat(80)}…`;
    const q = question("3_00ca467f.json");
    const questionFile = tempFile("q.json", JSON.stringify({ ...q, question_id: hugeId }));
    const runFile = tempFile("r.jsonl", JSON.stringify({ question_id: hugeId, hypothesis: "x" }));
    const dupes = tempFile("d.jsonl", [0, 1].map(() => JSON.stringify({ question_id: `${"D".repeat(150)}`, hypothesis: "x" })).join("\n"));
    const errors = [
      await failure(importLongMemEval({ workspaceId: ws.id, benchmark: "huge", paths: [questionFile] })),
      await failure(importRun({ workspaceId: ws.id, benchmark: "huge", name: "huge", file: runFile })),
      await failure(importRun({ workspaceId: ws.id, benchmark: "huge", name: "dupes", file: dupes })),
    ];
    for (const error of errors) expect(error?.message.length).toBeLessThan(600);
    expect(errors[0]?.message).toContain(`question ${prefix}: question_id:`);
    expect(errors[1]?.message).toMatch(/question_id: is 1048676 characters long .*at most 200/);
    expect(errors[2]?.message).toContain(`lists question ${"D".repeat(80)}… more than once`);
  });
});

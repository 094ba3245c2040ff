import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";
import { workspaceRowCounts } from "@/testing/workspace-row-counts";

// Issue 19, point 5: a failed import leaves its benchmark marked "incomplete" (in --json and the
// UI) until a rerun finishes it; experiments refuse it unless told otherwise; `lore import undo`
// removes what it stored, keeping sessions other records use. Real oracle questions, one per file.
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const question = (name: string) => readFileSync(path.join(LME, name), "utf8");

// A folder whose first file is a good question and whose second is empty: the import stores the
// first, then stops at the second.
function failingFolder(first = "1_1903aded.json"): { dir: string; empty: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lore-incomplete-"));
  writeFileSync(path.join(dir, "a.json"), question(first));
  const empty = path.join(dir, "b.json");
  writeFileSync(empty, "");
  return { dir, empty };
}

const state = async (workspaceId: string, name: string) =>
  getDb().benchmark.findUnique({ where: { workspaceId_name: { workspaceId, name } }, select: { importState: true, importProblem: true } });

describe("an import that stops half-way", () => {
  it("is marked incomplete in --json and in the database, without server paths, until a rerun finishes it", async () => {
    const ws = await createTestWorkspace();
    const { dir, empty } = failingFolder();
    const failed = runLoreJson(["import", "longmemeval", dir, "--benchmark", "half", "--workspace", ws.id]);
    expect(failed.code).toBe(1);
    expect(failed.body.error).toMatchObject({ code: "INPUT", benchmark: "half", importState: "incomplete", undo: "lore import undo --benchmark half" });
    expect(failed.body.error.message).toContain(
      "The benchmark half is marked incomplete until then; to remove what was stored instead: lore import undo --benchmark half",
    );
    const marked = await state(ws.id, "half");
    expect(marked?.importState).toBe("incomplete");
    expect(marked?.importProblem).toContain("b.json: is empty");
    expect(marked?.importProblem).not.toContain(dir);

    writeFileSync(empty, question("3_00ca467f.json"));
    const rerun = runLoreJson(["import", "longmemeval", dir, "--benchmark", "half", "--workspace", ws.id]);
    expect(rerun.code).toBe(0);
    expect(rerun.body).toMatchObject({ questions: 2, importState: "complete" });
    expect(await state(ws.id, "half")).toEqual({ importState: "complete", importProblem: null });
  });

  it("a file refused before any question leaves no benchmark to undo", async () => {
    const ws = await createTestWorkspace();
    const dir = mkdtempSync(path.join(os.tmpdir(), "lore-incomplete-"));
    writeFileSync(path.join(dir, "a.json"), "");
    const failed = runLoreJson(["import", "longmemeval", dir, "--benchmark", "none", "--workspace", ws.id]);
    expect(failed.code).toBe(1);
    expect(failed.body.error.importState).toBeUndefined();
    expect(await state(ws.id, "none")).toBeNull();
  });

  it("is refused by a retrieval experiment, unless --allow-incomplete", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "longmemeval", failingFolder().dir, "--benchmark", "half", "--workspace", ws.id]);
    const experiment = [
      "experiment",
      "retrieval",
      "--benchmark",
      "half",
      "--representation",
      "sessions",
      "--retriever",
      "fulltext",
      "--k",
      "5",
      "--workspace",
      ws.id,
    ];
    const refused = runLoreJson([...experiment, "--name", "refused"]);
    expect(refused.code).toBe(1);
    expect(refused.body.error.code).toBe("CONFLICT");
    expect(refused.body.error.message).toMatch(
      /^Benchmark half is an incomplete import \(.*b\.json: is empty.*\): finish the import by running it again, remove it with lore import undo --benchmark half, or pass --allow-incomplete\.$/,
    );
    expect(await getDb().run.count({ where: { workspaceId: ws.id } })).toBe(0);

    const allowed = runLoreJson([...experiment, "--name", "allowed", "--allow-incomplete"]);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.body).toMatchObject({ run: "allowed", n: 1 });
    // A run now depends on it: undo refuses, naming the run.
    const undo = runLoreJson(["import", "undo", "--benchmark", "half", "--workspace", ws.id]);
    expect(undo.code).toBe(1);
    expect(undo.body.error).toMatchObject({ code: "CONFLICT", message: "benchmark half has runs (allowed): undo removes only a benchmark no run depends on" });
  });

  it("is removed by lore import undo: questions, and the sessions and turns only it used", async () => {
    const ws = await createTestWorkspace();
    const before = await workspaceRowCounts(ws.id);
    runLoreJson(["import", "longmemeval", failingFolder().dir, "--benchmark", "half", "--workspace", ws.id]);
    const stored = await workspaceRowCounts(ws.id);
    expect(stored.questions).toBe(1);

    const undo = runLoreJson(["import", "undo", "--benchmark", "half", "--workspace", ws.id]);
    expect(undo.code, undo.stderr).toBe(0);
    expect(undo.body).toEqual({ benchmark: "half", questions: 1, sessions: stored.sessions, turns: stored.observations, keptSessions: 0 });
    expect(await workspaceRowCounts(ws.id)).toEqual(before);

    const again = runLoreJson(["import", "undo", "--benchmark", "half", "--workspace", ws.id]);
    expect(again.body.error).toMatchObject({ code: "NOT_FOUND", message: "no benchmark half in this workspace" });
  });

  it("keeps what another benchmark shares, and refuses to undo a complete import", async () => {
    const ws = await createTestWorkspace();
    await importLongMemEval({ workspaceId: ws.id, benchmark: "full", paths: [path.join(LME, "1_1903aded.json")] });
    const complete = await workspaceRowCounts(ws.id);
    // The same question into a second benchmark reuses its sessions, then stops.
    runLoreJson(["import", "longmemeval", failingFolder().dir, "--benchmark", "half", "--workspace", ws.id]);
    expect((await workspaceRowCounts(ws.id)).sessions).toBe(complete.sessions);

    const undo = runLoreJson(["import", "undo", "--benchmark", "half", "--workspace", ws.id]);
    expect(undo.body).toEqual({ benchmark: "half", questions: 1, sessions: 0, turns: 0, keptSessions: complete.sessions });
    expect(await workspaceRowCounts(ws.id)).toEqual(complete);

    const refused = runLoreJson(["import", "undo", "--benchmark", "full", "--workspace", ws.id]);
    expect(refused.code).toBe(1);
    expect(refused.body.error).toMatchObject({ code: "CONFLICT", message: "benchmark full is complete: its import finished, so there is nothing to undo" });
    expect(await workspaceRowCounts(ws.id)).toEqual(complete);
  });
});

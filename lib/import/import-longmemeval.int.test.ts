import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { createTestWorkspace } from "@/testing/factories";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["1_1903aded.json", "1_15745da0.json", "1_15745da0_abs.json", "2_gpt4_70e84552_abs.json", "3_00ca467f.json", "43_caf9ead2.json"].map((f) =>
  path.join(LME, f),
);

type RawQuestion = {
  question_id: string;
  haystack_session_ids: string[];
  answer_session_ids: string[];
  haystack_sessions: { role: string; content: string; has_answer?: boolean | null }[][];
};

// Expected counts computed straight from the raw files, independently of the importer.
function expectedCounts(files: string[]) {
  const questions: RawQuestion[] = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
  const unique = new Map<string, number>();
  let refs = 0;
  let evidence = 0;
  for (const q of questions) {
    q.haystack_sessions.forEach((turns, i) => {
      refs++;
      unique.set(JSON.stringify([q.haystack_session_ids[i], turns.map((t) => [t.role, t.content])]), turns.length);
      evidence += turns.filter((t) => t.has_answer === true).length;
    });
  }
  const turns = [...unique.values()].reduce((a, b) => a + b, 0);
  return { questions: questions.length, sessions: unique.size, sessionsReused: refs - unique.size, turns, evidence };
}

async function dbCounts(workspaceId: string) {
  const db = getDb();
  return {
    questions: await db.question.count({ where: { benchmark: { workspaceId } } }),
    sessions: await db.session.count({ where: { workspaceId } }),
    turns: await db.observation.count({ where: { workspaceId } }),
    evidence: await db.evidenceTurn.count({ where: { question: { benchmark: { workspaceId } } } }),
    haystack: await db.haystackSession.count({ where: { question: { benchmark: { workspaceId } } } }),
  };
}

function tempFile(name: string, content: string | Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lore-import-"));
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe("LongMemEval import", () => {
  it("imports real question files with exact counts, storing a shared session once", async () => {
    const ws = await createTestWorkspace();
    const expected = expectedCounts(FILES);
    const summary = await importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: FILES });
    expect(summary).toMatchObject({
      benchmark: "lme",
      questions: expected.questions,
      questionsImported: expected.questions,
      sessions: expected.sessions,
      sessionsReused: expected.sessionsReused,
      turns: expected.turns,
      evidenceTurns: expected.evidence,
    });
    expect(await dbCounts(ws.id)).toEqual({
      questions: expected.questions,
      sessions: expected.sessions,
      turns: expected.turns,
      evidence: expected.evidence,
      haystack: expected.sessions + expected.sessionsReused,
    });

    const q = await getDb().question.findFirstOrThrow({ where: { externalId: "15745da0_abs", benchmark: { workspaceId: ws.id } } });
    expect(q).toMatchObject({ isAbstention: true, type: "single-session-user" });
  });

  it("changes nothing when the same files are imported again", async () => {
    const ws = await createTestWorkspace();
    await importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: FILES });
    const before = await dbCounts(ws.id);
    const again = await importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: FILES });
    expect(again).toMatchObject({ questions: FILES.length, questionsUnchanged: FILES.length, questionsImported: 0, sessions: 0, turns: 0, evidenceTurns: 0 });
    expect(await dbCounts(ws.id)).toEqual(before);
  });

  it("lets two overlapping imports run at once, storing each session exactly once", async () => {
    const ws = await createTestWorkspace();
    const results = await Promise.all([
      importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: FILES }),
      importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: [...FILES].reverse() }),
    ]);
    const expected = expectedCounts(FILES);
    expect(results[0].sessions + results[1].sessions).toBe(expected.sessions);
    expect(await dbCounts(ws.id)).toEqual({
      questions: expected.questions,
      sessions: expected.sessions,
      turns: expected.turns,
      evidence: expected.evidence,
      haystack: expected.sessions + expected.sessionsReused,
    });
  });

  it("reads a JSON array file and JSON Lines alike", async () => {
    const raw = FILES.slice(0, 3).map((f) => JSON.parse(readFileSync(f, "utf8")));
    const array = tempFile("set.json", JSON.stringify(raw));
    const lines = tempFile("set.jsonl", raw.map((q) => JSON.stringify(q)).join("\n") + "\n");
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    await importLongMemEval({ workspaceId: a.id, benchmark: "x", paths: [array] });
    await importLongMemEval({ workspaceId: b.id, benchmark: "x", paths: [lines] });
    expect(await dbCounts(a.id)).toEqual(await dbCounts(b.id));
    expect((await dbCounts(a.id)).questions).toBe(3);
  });

  it("names the file and byte offset of invalid JSON, keeping the questions before it", async () => {
    const good = readFileSync(FILES[0]!, "utf8");
    const file = tempFile("broken.json", `[${good}, {"question_id": "x", "question_type": }]`);
    const ws = await createTestWorkspace();
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "b", paths: [file] })).rejects.toThrow(
      new RegExp(`broken\\.json: invalid JSON.* at byte ${good.length + 3 + '{"question_id": "x", "question_type": '.length}`),
    );
    expect((await dbCounts(ws.id)).questions).toBe(1);
  });

  it("names the question and the field that is missing or mismatched, storing nothing of it", async () => {
    const q = JSON.parse(readFileSync(FILES[4]!, "utf8"));
    const ws = await createTestWorkspace();
    const missing = tempFile("missing.json", JSON.stringify([{ ...q, question_type: undefined }]));
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "b", paths: [missing] })).rejects.toThrow(/question 00ca467f: question_type/);
    const mismatched = tempFile("mismatch.json", JSON.stringify([{ ...q, haystack_dates: q.haystack_dates.slice(1) }]));
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "b", paths: [mismatched] })).rejects.toThrow(
      /question 00ca467f: haystack_dates: has 2 entries but haystack_session_ids has 3/,
    );
    expect(await dbCounts(ws.id)).toMatchObject({ questions: 0, sessions: 0, turns: 0 });
  });

  it("rejects NUL characters and wrong types by field", async () => {
    const q = JSON.parse(readFileSync(FILES[0]!, "utf8"));
    q.haystack_sessions[0][0].content = "bad\u0000byte";
    const ws = await createTestWorkspace();
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "b", paths: [tempFile("nul.json", JSON.stringify(q))] })).rejects.toThrow(
      /haystack_sessions\[0\]\[0\]\.content: contains a NUL/,
    );
    const typed = { ...JSON.parse(readFileSync(FILES[0]!, "utf8")), haystack_session_ids: "not-a-list" };
    await expect(importLongMemEval({ workspaceId: ws.id, benchmark: "b", paths: [tempFile("typed.json", JSON.stringify(typed))] })).rejects.toThrow(
      /haystack_session_ids/,
    );
    expect((await dbCounts(ws.id)).questions).toBe(0);
  });

  it("finishes with exact counts after the CLI is killed mid-import and run again", async () => {
    const ws = await createTestWorkspace();
    const dir = mkdtempSync(path.join(os.tmpdir(), "lore-kill-"));
    // Distinct sessions per copy, so the import takes several batches.
    const base: RawQuestion = JSON.parse(readFileSync(FILES[5]!, "utf8"));
    const copies = 30;
    const many = Array.from({ length: copies }, (_, i) => ({
      ...base,
      question_id: `${base.question_id}_${i}`,
      haystack_session_ids: base.haystack_session_ids.map((id) => `${id}_${i}`),
      answer_session_ids: base.answer_session_ids.map((id) => `${id}_${i}`),
    }));
    const file = path.join(dir, "many.json");
    writeFileSync(file, JSON.stringify(many));
    const db = getDb();
    const committed = () => db.question.count({ where: { benchmark: { workspaceId: ws.id } } });
    const run = (killMidway: boolean) =>
      new Promise<{ code: number | null; atKill: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["bin/lore.mjs", "import", "longmemeval", file, "--benchmark", "killed", "--workspace", ws.id, "--json"], {
          stdio: ["ignore", "pipe", "pipe"],
          // Its own process group: bin/lore.mjs runs the CLI in a child process, and a SIGKILL
          // (which cannot be passed on) must end both, or the CLI goes on importing.
          detached: true,
        });
        let output = "";
        child.stdout.on("data", (c: Buffer) => (output += c.toString()));
        child.stderr.on("data", (c: Buffer) => (output += c.toString()));
        let atKill: number | null = null;
        let exited = false;
        // One poll at a time: wait for the first committed batch, then kill.
        const poll = async () => {
          if (exited || !killMidway) return;
          const n = await committed();
          if (n > 0) {
            atKill = n;
            process.kill(-child.pid!, "SIGKILL");
          } else setTimeout(poll, 25);
        };
        void poll();
        child.on("exit", (code) => {
          exited = true;
          resolve({ code, atKill, output });
        });
      });
    const killed = await run(true);
    expect(killed.atKill).toBeGreaterThan(0);
    expect(killed.atKill).toBeLessThan(copies);
    const rerun = await run(false);
    expect(rerun.code, rerun.output).toBe(0);
    const expected = expectedCounts([FILES[5]!]);
    expect(await dbCounts(ws.id)).toEqual({
      questions: copies,
      sessions: copies * expected.sessions,
      turns: copies * expected.turns,
      evidence: copies * expected.evidence,
      haystack: copies * expected.sessions,
    });
  }, 180_000);
});

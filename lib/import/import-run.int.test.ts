import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const DATA = "../shared/data/longmemeval";
const GEMINI_JUDGED = `${DATA}/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json`;
const LOGS = `${DATA}/hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con`;
const CON500 = `${LOGS}/longmemeval_oracle_bc_only.json_testlog_top1000context_jsonformat_useronlyfalse_con500_1k_20251217-0615.jsonl`;

// Counting "yes" by hand, independently of the importer.
function handCount(file: string): { n: number; yes: number } {
  const text = readFileSync(file, "utf8");
  const rows: { evaluation?: string; autoeval_label?: { label: boolean } }[] = text.trimStart().startsWith("[")
    ? JSON.parse(text)
    : text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
  const yes = rows.filter((r) => (r.autoeval_label ? r.autoeval_label.label : /yes/i.test(r.evaluation ?? ""))).length;
  return { n: rows.length, yes };
}

describe("lore import run", () => {
  it("reproduces the Gemini text-context judged run: 443/500 = 0.886, task-averaged 0.8908", async () => {
    const ws = await createTestWorkspace();
    const { code, body } = runLoreJson(["import", "run", GEMINI_JUDGED, "--benchmark", "s", "--name", "gemini-text", "--workspace", ws.id]);
    expect(code).toBe(0);
    expect(body).toMatchObject({ run: "gemini-text", n: 500, correct: 443, accuracy: 0.886, abstention: { n: 30, correct: 25 } });
    expect(body.taskAveragedAccuracy).toBeCloseTo(0.8908, 4);
    expect(body.unmatchedQuestionIds).toHaveLength(500);
    expect(Object.keys(body.byType).sort()).toEqual([
      "knowledge-update",
      "multi-session",
      "single-session-assistant",
      "single-session-preference",
      "single-session-user",
      "temporal-reasoning",
    ]);
    expect(await getDb().runResult.count({ where: { run: { workspaceId: ws.id } } })).toBe(500);
  });

  it("gives each bc_only judge log its own accuracy over 166 questions", async () => {
    const ws = await createTestWorkspace();
    const logs = readdirJudgeLogs();
    expect(logs).toHaveLength(5);
    for (const log of logs) {
      const expected = handCount(log);
      const { body } = runLoreJson(["import", "run", log, "--benchmark", "oracle-bc", "--name", path.basename(log).slice(-40), "--workspace", ws.id]);
      expect(body).toMatchObject({ n: 166, correct: expected.yes });
    }
    const con500 = runLoreJson(["import", "run", `${CON500}.eval-results-gpt-4o-mini`, "--benchmark", "oracle-bc", "--name", "con500", "--workspace", ws.id]);
    expect(con500.body).toMatchObject({ n: 166, correct: 84 });
  }, 120_000);

  it("joins a hypotheses file with its judge log, and takes question types from the imported benchmark", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "longmemeval", `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons`, "--benchmark", "oracle", "--workspace", ws.id]);
    const { body } = runLoreJson([
      "import",
      "run",
      CON500,
      "--eval",
      `${CON500}.eval-results-gpt-4o-mini`,
      "--benchmark",
      "oracle",
      "--name",
      "con500",
      "--reader",
      "llama3.1-8b",
      "--workspace",
      ws.id,
    ]);
    expect(body).toMatchObject({ n: 166, correct: 84 });
    expect(body.readerTokensMean).toBeGreaterThan(0);
    const matched = 166 - body.unmatchedQuestionIds.length;
    expect(matched).toBeGreaterThan(0);
    const run = await getDb().run.findFirstOrThrow({ where: { workspaceId: ws.id, name: "con500" }, select: { reader: true, judge: true } });
    expect(run).toEqual({ reader: "llama3.1-8b", judge: "gpt-4o-mini-2024-07-18" });
  }, 120_000);

  it("exports hypotheses that import back unchanged and that the official loader reads", async () => {
    const ws = await createTestWorkspace();
    runLoreJson(["import", "run", `${CON500}.eval-results-gpt-4o-mini`, "--benchmark", "b", "--name", "orig", "--workspace", ws.id]);
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-export-")), "hyp.jsonl");
    const exported = runLoreJson(["export", "run", "orig", "--format", "longmemeval", "--out", out, "--workspace", ws.id]);
    expect(exported.body).toMatchObject({ questions: 166 });
    // evaluate_qa.py reads one JSON object per line and uses question_id and hypothesis.
    const pythonCheck = execFileSync(
      "python3",
      [
        "-c",
        "import json,sys\nrows=[json.loads(l) for l in open(sys.argv[1]).readlines()]\nassert all(set(r)=={'question_id','hypothesis'} for r in rows)\nprint(len(rows))",
        out,
      ],
      { encoding: "utf8" },
    );
    expect(pythonCheck.trim()).toBe("166");
    const again = runLoreJson([
      "import",
      "run",
      out,
      "--eval",
      `${CON500}.eval-results-gpt-4o-mini`,
      "--benchmark",
      "b",
      "--name",
      "roundtrip",
      "--workspace",
      ws.id,
    ]);
    expect(again.body).toMatchObject({ n: 166, correct: 84 });
    const original = new Map(
      readFileSync(`${CON500}.eval-results-gpt-4o-mini`, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l))
        .map((r) => [r.question_id, r.hypothesis]),
    );
    for (const line of readFileSync(out, "utf8").trim().split("\n")) {
      const row = JSON.parse(line);
      expect(row.hypothesis).toBe(original.get(row.question_id));
    }
  }, 120_000);

  it("scores an official retrieval log at session level, excluding abstention questions", async () => {
    const ws = await createTestWorkspace();
    const files = ["3_00ca467f.json", "1_15745da0_abs.json"].map((f) => `${DATA}/hussainzs_Memoria/evaluations/data/lme_jsons/${f}`);
    runLoreJson(["import", "longmemeval", ...files, "--benchmark", "oracle", "--workspace", ws.id]);
    const q = JSON.parse(readFileSync(files[0]!, "utf8"));
    const [a1, a2, a3] = q.answer_session_ids as string[];
    // Turn-level corpus ids as run_retrieval.py writes them: every one of the three answer
    // sessions appears, the first at rank 1 and the last at rank 4.
    const ranked = [`${a2}_9`, `${a1}_0`, `${a1}_1`, `${a3}_4`].map((corpus_id) => ({ corpus_id, text: "t", timestamp: "d" }));
    const log = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-ret-")), "retrieval_log.jsonl");
    writeFileSync(
      log,
      [
        JSON.stringify({
          question_id: q.question_id,
          question_type: q.question_type,
          answer_session_ids: q.answer_session_ids,
          retrieval_results: { query: q.question, ranked_items: ranked },
        }),
        JSON.stringify({
          question_id: "15745da0_abs",
          question_type: "single-session-user",
          answer_session_ids: [],
          retrieval_results: { query: "x", ranked_items: [{ corpus_id: "s_1" }] },
        }),
      ].join("\n"),
    );
    const { body } = runLoreJson(["import", "run", log, "--benchmark", "oracle", "--name", "retrieval", "--workspace", ws.id]);
    expect(body.retrieval.n).toBe(1);
    expect(body.recallAny).toMatchObject({ "1": 1, "3": 1, "10": 1 });
    expect(body.recallAll).toMatchObject({ "1": 0, "10": 1 });
    expect(body.ndcgAny["10"]).toBeGreaterThan(0);
    expect(body.ndcgAny["10"]).toBeLessThanOrEqual(1);
  });

  it("names the file, row and field of a bad row, and stores no run", async () => {
    const ws = await createTestWorkspace();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-badrun-")), "bad.jsonl");
    writeFileSync(file, `{"question_id": "q1", "hypothesis": "a"}\n{"question_id": 7, "hypothesis": "b"}\n`);
    const { code, body } = runLoreJson(["import", "run", file, "--benchmark", "b", "--name", "bad", "--workspace", ws.id]);
    expect(code).toBe(1);
    expect(body.error.message).toMatch(/bad\.jsonl: line 2: question_id/);
    expect(await getDb().run.count({ where: { workspaceId: ws.id } })).toBe(0);
  });
});

function readdirJudgeLogs(): string[] {
  return execFileSync("ls", [LOGS], { encoding: "utf8" })
    .trim()
    .split("\n")
    .filter((f) => f.endsWith(".eval-results-gpt-4o-mini"))
    .map((f) => path.join(LOGS, f));
}

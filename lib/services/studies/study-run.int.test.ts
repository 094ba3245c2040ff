import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { startOpenAiChatDouble, userMessage, type ChatDouble } from "@/testing/openai-chat-double";
import { runLoreJson, runLoreJsonAsync } from "@/testing/run-lore-cli";

// A study end to end through the real CLI, on real LongMemEval question files from ../shared,
// with the OpenAI-compatible double standing in for the reader and the judge and LongMemEval's
// own evaluate_qa.py supplying the judge prompts.
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["1_1903aded.json", "1_118b2229.json", "3_00ca467f.json", "1_15745da0_abs.json", "1_0a34ad58.json", "1_16c90bf4.json"].map((f) =>
  path.join(LME, f),
);
const OFFICIAL = "../shared/data/longmemeval/official";

// The reader answers with the start of its context; the judge says yes when that holds the
// correct answer. Accuracy is therefore whether the answer reached the reader, computed, not chosen.
let double: ChatDouble;
let delayMs = 0;
beforeAll(async () => {
  double = await startOpenAiChatDouble((request) => {
    const prompt = userMessage(request.body);
    if (prompt.startsWith("I will give you several history chats")) return { kind: "answer", text: `From our chats: ${prompt.slice(0, 6000)}`, delayMs };
    const match = /(?:Correct Answer|Rubric|Explanation): ([\s\S]*?)\n\nModel Response: ([\s\S]*?)\n\n(?:Is|Does) the model/.exec(prompt);
    const answer = match?.[1]?.trim().replace(/\.$/, "").toLowerCase() ?? "@@";
    return { kind: "answer", text: match?.[2]?.toLowerCase().includes(answer) ? "yes" : "no" };
  });
});
afterAll(() => double.close());

const study = ({
  name = "seed",
  reader = "reader-double",
  staticReader,
}: { name?: string; reader?: string; staticReader?: string } = {}) => `# The seed's set-ups, on six real questions.
name: ${name}
description: Original sessions against fact sheets, and the reader prompt.
benchmark: lme
factors:
  representation: [sessions, "factsheets:lore-baseline@1"]
  retriever: fulltext
  k: [3, 1]
  reader: [${[...new Set([reader, staticReader ?? reader])].join(", ")}]
  prompt: [typed, static]
  judge: judge-double
  judgeProtocol: official
runs:
  - { label: Sessions top 3, representation: sessions, k: 3, prompt: typed, reader: ${reader} }
  - { label: Sessions top 1, representation: sessions, k: 1, prompt: typed, reader: ${reader} }
  - { label: Fact sheets top 3, representation: "factsheets:lore-baseline@1", k: 3, prompt: typed, reader: ${reader} }
  - { label: Static prompt, representation: sessions, k: 3, prompt: static, reader: ${staticReader ?? reader} }
fixed: [reader, judge, judgeProtocol, retriever, questions]
baseline: Sessions top 3
`;

describe("lore study", () => {
  let ws: { id: string };
  let dir: string;
  let w: string[];
  const env = () => ({ LORE_LLM_BASE_URL: double.baseUrl, LORE_LLM_CONCURRENCY: "2", LORE_LLM_PRICE_INPUT: "1", LORE_LLM_PRICE_OUTPUT: "2" });

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "lore-study-"));
  });

  it("plans, runs, reuses, shows and reports the seed's table", async () => {
    ws = await createTestWorkspace();
    w = ["--workspace", ws.id];
    expect(runLoreJson(["import", "longmemeval", ...FILES, "--benchmark", "lme", ...w]).code).toBe(0);
    expect(runLoreJson(["extract", "--benchmark", "lme", "--extractor", "lore-baseline@1", ...w]).code).toBe(0);
    const file = path.join(dir, "seed.yaml");
    writeFileSync(file, study());

    const first = await runLoreJsonAsync(["study", "run", file, "--longmemeval-dir", OFFICIAL, ...w], env());
    expect(first.code, first.stderr + first.stdout).toBe(0);
    // Three retrieval runs (sessions k 3 is shared by the static-prompt row) and four QA runs.
    expect(first.body.runs).toEqual({ total: 7, made: 7, reused: 0, failed: 0 });
    expect(first.body.status).toBe("completed");
    expect(first.stderr).toMatch(/runs 7\/7/);
    const requests = double.requests.length;
    expect(requests).toBe(4 * FILES.length * 2);

    const shown = runLoreJson(["study", "show", "seed", ...w]);
    expect(shown.code, shown.stderr).toBe(0);
    const report = shown.body;
    expect(report.rows.map((r: { label: string }) => r.label)).toEqual(["Sessions top 3", "Sessions top 1", "Fact sheets top 3", "Static prompt"]);
    expect(report.judgeProtocol).toMatch(/^longmemeval-official@[0-9a-f]{12}$/);
    expect(report.fixed).toEqual(
      expect.arrayContaining([
        { setting: "reader", value: "reader-double" },
        { setting: "retriever", value: "fulltext" },
      ]),
    );
    expect(report.progress).toEqual({ runsDone: 7, runsTotal: 7, questionsDone: 7 * FILES.length, questionsTotal: 7 * FILES.length });
    // Each row's figures are its QA run's, as the database holds them.
    for (const row of report.rows) {
      const results = await getDb().runResult.findMany({ where: { runId: row.qaRun.id }, select: { correct: true, readerInputTokens: true } });
      expect(results).toHaveLength(FILES.length);
      expect(row.correct).toBe(results.filter((r) => r.correct).length);
      expect(row.accuracy).toBeCloseTo(row.correct / FILES.length, 10);
      expect(row.readerTokensMean).toBeCloseTo(results.reduce((s, r) => s + r.readerInputTokens!, 0) / FILES.length, 6);
      expect(row.costUsd).toBeGreaterThan(0);
      expect(row.status).toBe("done");
      expect(row.recallK).toBe(row.settings.k);
      if (!row.baseline) {
        // The row's own change against the baseline, with its bootstrap interval around it.
        expect(row.vsBaseline.delta).toBeCloseTo(row.accuracy - report.rows[0].accuracy, 10);
        expect(row.vsBaseline.bootstrap.lo).toBeLessThanOrEqual(row.vsBaseline.delta + 1e-9);
        expect(row.vsBaseline.bootstrap.hi).toBeGreaterThanOrEqual(row.vsBaseline.delta - 1e-9);
      }
      if (!row.baseline) expect(row.vsBaseline.flipsHref).toBe(`/runs/compare?runs=${encodeURIComponent(`${report.rows[0].qaRun.id},${row.qaRun.id}`)}`);
    }
    expect(report.rows[0].baseline).toBe(true);
    expect(report.rows[0].vsBaseline).toBeNull();
    // The static-prompt row read the very contexts the first row read.
    expect(report.rows[3].retrievalRun.id).toBe(report.rows[0].retrievalRun.id);
    expect(report.commands.at(-2)).toBe("lore study run seed.yaml --name seed --longmemeval-dir <a LongMemEval checkout>");

    // Running the file again makes nothing; another study of the same set-ups reuses every run.
    const again = await runLoreJsonAsync(["study", "run", file, "--longmemeval-dir", OFFICIAL, ...w], env());
    expect(again.body.runs).toEqual({ total: 7, made: 0, reused: 0, failed: 0 });
    const copy = await runLoreJsonAsync(["study", "run", file, "--name", "seed-copy", "--longmemeval-dir", OFFICIAL, ...w], env());
    expect(copy.body.runs).toEqual({ total: 7, made: 0, reused: 7, failed: 0 });
    expect(double.requests.length).toBe(requests);
    expect(await getDb().run.count({ where: { workspaceId: ws.id } })).toBe(7);

    const html = path.join(dir, "seed.html");
    const written = runLoreJson(["study", "report", "seed", "--format", "html", "--out", html, ...w]);
    expect(written.body).toMatchObject({ study: "seed", format: "html", out: html });
    const page = readFileSync(html, "utf8");
    expect(page.match(/<svg/g)).toHaveLength(2);
    expect(page).not.toMatch(/<script/i);
    for (const label of ["Sessions top 3", "Sessions top 1", "Fact sheets top 3", "Static prompt"]) expect(page).toContain(label);
    const md = runLoreJson(["study", "report", "seed", "--format", "md", ...w]);
    expect(md.body.report).toContain("| Sessions top 1 |");
    expect(md.body.report).toContain(report.benchmark.fingerprint);
  }, 300_000);

  it("refuses a plan whose held-fixed settings differ, naming them, and saves nothing", async () => {
    const file = path.join(dir, "mixed.yaml");
    writeFileSync(file, study({ name: "mixed", reader: "other-reader", staticReader: "reader-double" }));
    const refused = runLoreJson(["study", "run", file, "--longmemeval-dir", OFFICIAL, ...w], env());
    expect(refused.code).toBe(2);
    expect(refused.body.error.message).toContain(
      'reader is held fixed but differs between runs: "Sessions top 3" uses other-reader, "Static prompt" uses reader-double',
    );
    expect(await getDb().study.count({ where: { workspaceId: ws.id, name: "mixed" } })).toBe(0);
    const bad = path.join(dir, "bad.yaml");
    writeFileSync(bad, study().replace("k: [3, 1]", "k: [3, one]"));
    const invalid = runLoreJson(["study", "run", bad, ...w]);
    expect(invalid.code).toBe(2);
    expect(invalid.body.error.message).toContain("bad.yaml: line 8: factors.k[1]: give k as a whole number");
  }, 120_000);

  it("resumes after the process is killed mid-study, without redoing finished questions", async () => {
    const file = path.join(dir, "resume.yaml");
    // Another reader: the retrieval runs are the seed's (reused), the four QA runs are new.
    writeFileSync(file, study({ name: "resume", reader: "reader-b" }));
    const jobEnv = { ...env(), LORE_JOB_STALE_MS: "1000", LORE_JOB_HEARTBEAT_MS: "200" };
    delayMs = 150;
    const before = double.requests.length;
    const child = spawn(process.execPath, ["bin/lore.mjs", "study", "run", file, "--longmemeval-dir", OFFICIAL, ...w, "--json"], {
      env: { ...process.env, ...jobEnv },
      // Its own process group: bin/lore.mjs runs the CLI in a child process, and both must die.
      detached: true,
    });
    // Kill it once the reader has been asked a few questions (some QA results saved).
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (double.requests.length - before >= 8) {
          clearInterval(timer);
          process.kill(-child.pid!, "SIGKILL");
          resolve();
        }
      }, 20);
      child.on("exit", () => {
        clearInterval(timer);
        reject(new Error("the study finished before it could be killed"));
      });
    });
    await new Promise((resolve) => child.once("exit", resolve));
    delayMs = 0;
    const saved = await getDb().runResult.count({ where: { run: { workspaceId: ws.id, name: { startsWith: "resume/" }, kind: "qa" } } });
    expect(saved).toBeGreaterThan(0);
    // The dead process's job goes stale after 1 s; the rerun takes it over.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const resumed = await runLoreJsonAsync(["study", "run", file, "--longmemeval-dir", OFFICIAL, ...w], jobEnv);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(/resumed job/);
    expect(resumed.body.status).toBe("completed");
    // Every QA run has each question exactly once, and the reader was not asked again for the saved ones.
    const runs = await getDb().run.findMany({
      where: { workspaceId: ws.id, name: { startsWith: "resume/" }, kind: "qa" },
      select: { _count: { select: { results: true } } },
    });
    expect(runs.map((r) => r._count.results)).toEqual([FILES.length, FILES.length, FILES.length, FILES.length]);
    const readerAsks = double.requests.slice(before).filter((r) => userMessage(r.body).startsWith("I will give you several history chats")).length;
    // Only the questions in flight when it was killed (at most LORE_LLM_CONCURRENCY) were asked twice.
    expect(readerAsks).toBeGreaterThanOrEqual(4 * FILES.length);
    expect(readerAsks).toBeLessThanOrEqual(4 * FILES.length + 2);
    expect(resumed.body.runs).toMatchObject({ total: 7, made: 4, failed: 0 });
    // The seed's three retrieval runs were reused (by the killed attempt), not made again.
    const steps = await getDb().studyStep.findMany({
      where: { study: { workspaceId: ws.id, name: "resume" } },
      select: { kind: true, reused: true, status: true },
    });
    expect(steps.filter((s) => s.reused).map((s) => s.kind)).toEqual(["retrieval", "retrieval", "retrieval"]);
    expect(steps.every((s) => s.status === "done")).toBe(true);
  }, 300_000);
});

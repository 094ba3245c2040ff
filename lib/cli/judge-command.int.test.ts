import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { listRuns } from "@/lib/dal/runs/list-runs";
import { getDb } from "@/lib/db/prisma";
import { buildComparisonView } from "@/lib/runs/build-comparison-view";
import { createTestWorkspace } from "@/testing/factories";
import { officialAnscheckPrompts } from "@/testing/official-anscheck-prompts";
import { startOpenAiChatDouble, userMessage, type ChatDouble, type DoubleReply } from "@/testing/openai-chat-double";
import { runLore, runLoreJsonAsync } from "@/testing/run-lore-cli";

const CHECKOUT = "../shared/data/longmemeval/official";
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
// An abstention question, a numeric answer (3_00ca467f's answer is the number 2), and four types.
const FILES = ["1_1903aded.json", "1_118b2229.json", "3_00ca467f.json", "1_15745da0_abs.json", "1_06878be2.json"].map((f) => path.join(LME, f));
// A real run's hypotheses-only file: 500 answers, of which the benchmark holds the five above.
const HYPOTHESES = "../shared/data/longmemeval/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-full-text-context.json";

let doubles: ChatDouble[] = [];
afterEach(async () => {
  await Promise.all(doubles.map((d) => d.close()));
  doubles = [];
});
// The judge double says yes to prompts of odd length: deterministic, and not what any rule says.
const verdictFor = (prompt: string): DoubleReply => ({ kind: "answer", text: prompt.length % 2 ? "Yes." : "No" });
async function double(script: (prompt: string, index: number) => DoubleReply) {
  const d = await startOpenAiChatDouble((r, i) => script(userMessage(r.body), i));
  doubles.push(d);
  return d;
}

describe("lore judge", () => {
  it("judges an imported hypotheses-only run into a new run with the official prompts, resuming after a failure without asking twice", async () => {
    const ws = await createTestWorkspace();
    const w = ["--workspace", ws.id];
    expect(runLore(["import", "longmemeval", ...FILES, "--benchmark", "jb", ...w]).code).toBe(0);
    const imported = runLore(["import", "run", HYPOTHESES, "--benchmark", "jb", "--name", "hyp", ...w]);
    expect(imported.code, imported.stderr).toBe(0);
    const db = getDb();
    const sourceRows = () =>
      db.runResult.findMany({
        where: { run: { name: "hyp", workspaceId: ws.id } },
        orderBy: { questionExternalId: "asc" },
        select: { questionExternalId: true, hypothesis: true, correct: true, judgeOutput: true },
      });
    const before = await sourceRows();
    expect(before.every((r) => r.correct === null)).toBe(true);

    // First attempt: the provider refuses the third request, so the command stops after two verdicts.
    const failing = await double((prompt, i) => (i === 2 ? { kind: "status", status: 400 } : verdictFor(prompt)));
    const args = ["judge", "hyp", "--judge", "judge-m", "--longmemeval-dir", CHECKOUT, "--concurrency", "1", ...w];
    const first = await runLoreJsonAsync(args, { LORE_LLM_BASE_URL: failing.baseUrl, LORE_LLM_MAX_RETRIES: "0", LORE_PROGRESS_INTERVAL_MS: "0" });
    expect(first.code).toBe(1);
    expect(first.body.error.message).toMatch(/provider refused/);
    expect(failing.requests).toHaveLength(3);
    const name = "hyp+judge:judge-m";
    expect(await db.runResult.count({ where: { run: { name, workspaceId: ws.id } } })).toBe(2);

    const healthy = await double(verdictFor);
    const second = await runLoreJsonAsync(args, { LORE_LLM_BASE_URL: healthy.baseUrl, LORE_PROGRESS_INTERVAL_MS: "0" });
    expect(second.code, second.stderr).toBe(0);
    expect(healthy.requests).toHaveLength(FILES.length - 2);
    expect(second.stderr).toMatch(/judge \[.*\] 100% 5 questions/);
    expect(second.stderr).toMatch(/skipped 495 answered questions/);

    // Every request is the official one, and no question was asked twice across both attempts.
    const answered = [...failing.requests.slice(0, 2), ...healthy.requests];
    for (const r of [...failing.requests, ...healthy.requests]) {
      const body = r.body as typeof r.body & { max_tokens?: number; n?: number };
      expect(body.messages).toEqual([{ role: "user", content: expect.any(String) }]);
      expect(body).toMatchObject({ model: "judge-m", temperature: 0, max_tokens: 10, n: 1 });
    }
    const prompts = answered.map((r) => userMessage(r.body));
    expect(new Set(prompts).size).toBe(FILES.length);

    // The prompts are what evaluate_qa.py builds from the raw files and the run's hypotheses.
    const hyps = new Map(
      (JSON.parse(readFileSync(HYPOTHESES, "utf8")) as { question_id: string; hypothesis: string }[]).map((h) => [h.question_id, h.hypothesis]),
    );
    const raws = FILES.map((f) => JSON.parse(readFileSync(f, "utf8")) as { question_id: string; question_type: string; question: string; answer: unknown });
    const official = officialAnscheckPrompts(
      CHECKOUT,
      raws.map((q) => ({
        task: q.question_type,
        question: q.question,
        answer: q.answer,
        response: hyps.get(q.question_id)!,
        abstention: q.question_id.includes("_abs"),
      })),
    );
    expect([...prompts].sort()).toEqual([...official].sort());

    const body = second.body;
    expect(Object.keys(body).sort()).toEqual([
      "abstention",
      "accuracy",
      "byType",
      "correct",
      "costUsd",
      "judgeProtocol",
      "n",
      "run",
      "runId",
      "taskAveragedAccuracy",
    ]);
    const yes = prompts.filter((p) => p.length % 2).length;
    expect(body).toMatchObject({
      run: name,
      n: FILES.length,
      correct: yes,
      accuracy: yes / FILES.length,
      abstention: { n: 1 },
      judgeProtocol: expect.stringMatching(/^longmemeval-official@[0-9a-f]{12}$/),
    });
    expect(Object.keys(body.byType).sort()).toEqual(["multi-session", "single-session-assistant", "single-session-preference", "single-session-user"]);

    const judged = await db.run.findUniqueOrThrow({
      where: { id: body.runId },
      select: { judge: true, judgeProtocol: true, status: true, configuration: true, results: { select: { correct: true, judgeOutput: true } } },
    });
    expect(judged).toMatchObject({
      judge: "judge-m",
      judgeProtocol: body.judgeProtocol,
      status: "completed",
      configuration: { fromRun: "hyp", judgeProtocol: body.judgeProtocol },
    });
    expect(judged.results.filter((r) => r.correct).length).toBe(yes);
    expect(await sourceRows()).toEqual(before);

    // A second judge of the same hypotheses under Lore's own wording sits beside the first.
    const lore = await runLoreJsonAsync(["judge", "hyp", "--judge", "judge-m", "--name", "hyp+lore", ...w], {
      LORE_LLM_BASE_URL: healthy.baseUrl,
      LORE_LONGMEMEVAL_DIR: "",
    });
    expect(lore.code, lore.stderr).toBe(0);
    expect(lore.body).toMatchObject({ run: "hyp+lore", n: FILES.length, judgeProtocol: "lore" });
    expect(await db.run.count({ where: { workspaceId: ws.id, benchmark: { name: "jb" } } })).toBe(3);

    // The runs list carries each run's protocol; the compare page warns that the two are not comparable.
    const listed = await listRuns({ workspaceId: ws.id });
    expect(listed.find((r) => r.name === name)?.judgeProtocol).toBe(body.judgeProtocol);
    const comparison = await getComparison({ workspaceId: ws.id, runIds: [body.runId, lore.body.runId], resamples: 50 });
    if (!comparison.ok) throw new Error(comparison.message);
    expect(buildComparisonView(comparison).judgeWarning).toMatch(
      new RegExp(`different judge protocols.*${name.replace(/[+]/g, "\\+")}: judge-m, longmemeval-official@`),
    );
  }, 240_000);

  it("saves the verdicts already asked for when a concurrent request fails, so the rerun asks about each question once", async () => {
    const ws = await createTestWorkspace();
    const w = ["--workspace", ws.id];
    expect(runLore(["import", "longmemeval", ...FILES, "--benchmark", "cb", ...w]).code).toBe(0);
    expect(runLore(["import", "run", HYPOTHESES, "--benchmark", "cb", "--name", "hyp", ...w]).code).toBe(0);
    const args = ["judge", "hyp", "--judge", "judge-m", "--concurrency", "3", ...w];
    // The first request fails at once while two others are still being answered.
    const failing = await double((prompt, i) => (i === 0 ? { kind: "status", status: 400 } : ({ ...verdictFor(prompt), delayMs: 400 } as DoubleReply)));
    const first = await runLoreJsonAsync(args, { LORE_LLM_BASE_URL: failing.baseUrl, LORE_LLM_MAX_RETRIES: "0" });
    expect(first.code).toBe(1);
    expect(failing.requests).toHaveLength(3);
    const saved = await getDb().runResult.count({ where: { run: { name: "hyp+judge:judge-m", workspaceId: ws.id } } });
    expect(saved).toBe(2);
    const healthy = await double(verdictFor);
    const second = await runLoreJsonAsync(args, { LORE_LLM_BASE_URL: healthy.baseUrl });
    expect(second.code, second.stderr).toBe(0);
    expect(healthy.requests).toHaveLength(FILES.length - saved);
    const asked = [...failing.requests.slice(1), ...healthy.requests].map((r) => userMessage(r.body));
    expect(new Set(asked).size).toBe(FILES.length);
    expect(second.body).toMatchObject({ n: FILES.length, judgeProtocol: "lore" });
  }, 240_000);

  it("judges a QA experiment run, whose configuration records the reader's prompt style and the judge protocol", async () => {
    const ws = await createTestWorkspace();
    const w = ["--workspace", ws.id];
    expect(runLore(["import", "longmemeval", ...FILES.slice(0, 3), "--benchmark", "qb", ...w]).code).toBe(0);
    expect(
      runLore(["experiment", "retrieval", "--benchmark", "qb", "--representation", "sessions", "--retriever", "fulltext", "--k", "3", "--name", "ret", ...w])
        .code,
    ).toBe(0);
    const d = await double((prompt) =>
      prompt.startsWith("I will give you several history chats") ? { kind: "answer", text: "An answer." } : verdictFor(prompt),
    );
    const env = { LORE_LLM_BASE_URL: d.baseUrl };
    const qa = await runLoreJsonAsync(
      ["experiment", "qa", "--from-run", "ret", "--reader", "r", "--judge", "j", "--prompt", "static", "--longmemeval-dir", CHECKOUT, "--name", "qa", ...w],
      env,
    );
    expect(qa.code, qa.stderr).toBe(0);
    const run = await getDb().run.findFirstOrThrow({ where: { workspaceId: ws.id, name: "qa" }, select: { configuration: true, judgeProtocol: true } });
    expect(run.configuration).toMatchObject({ prompt: "static", judgeProtocol: expect.stringMatching(/^longmemeval-official@/) });
    expect(run.judgeProtocol).toBe((run.configuration as { judgeProtocol: string }).judgeProtocol);
    const rejudged = await runLoreJsonAsync(["judge", "qa", "--judge", "other-judge", ...w], { ...env, LORE_LONGMEMEVAL_DIR: "" });
    expect(rejudged.code, rejudged.stderr).toBe(0);
    expect(rejudged.body).toMatchObject({ run: "qa+judge:other-judge", n: 3, judgeProtocol: "lore" });
    expect(d.countFor("An answer.")).toBe(3 + 3);
  }, 240_000);

  it("says clearly when no provider is configured or the checkout holds no readable evaluate_qa.py", async () => {
    const none = runLore(["judge", "hyp", "--judge", "j"], { LORE_LLM_BASE_URL: "" });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/judge: LORE_LLM_BASE_URL is not set/);

    const missing = runLore(["judge", "hyp", "--judge", "j", "--longmemeval-dir", "/nowhere/LongMemEval"], { LORE_LLM_BASE_URL: "http://127.0.0.1:9" });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/\/nowhere\/LongMemEval\/src\/evaluation\/evaluate_qa\.py \(no such file/);

    const dir = mkdtempSync(path.join(tmpdir(), "lme-"));
    mkdirSync(path.join(dir, "src", "evaluation"), { recursive: true });
    writeFileSync(
      path.join(dir, "src", "evaluation", "evaluate_qa.py"),
      "def get_anscheck_prompt(task, question, answer, response, abstention=False):\n    return build(task)\n",
    );
    const broken = runLore(["judge", "hyp", "--judge", "j", "--longmemeval-dir", dir], { LORE_LLM_BASE_URL: "http://127.0.0.1:9" });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(
      `cannot read the judge templates of ${path.join(dir, "src", "evaluation", "evaluate_qa.py")}: line 2: unexpected statement`,
    );
  });
});

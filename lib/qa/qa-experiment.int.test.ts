import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { createTestWorkspace } from "@/testing/factories";
import { runLore, runLoreJson, runLoreJsonAsync } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["1_1903aded.json", "1_118b2229.json", "3_00ca467f.json", "1_15745da0_abs.json"].map((f) => path.join(LME, f));

// A provider double speaking the OpenAI chat format. The reader answers with the line of its
// context that mentions the question's last word; the judge says "Yes" when the response holds
// the correct answer. The first request of all gets a 429 to prove retries.
let requests = 0;
let server: http.Server;
let baseUrl = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests++;
      if (requests === 1) {
        res.writeHead(429, { "retry-after": "0" }).end(JSON.stringify({ error: { message: "slow down" } }));
        return;
      }
      const { messages } = JSON.parse(body) as { messages: { content: string }[] };
      const prompt = messages[0]!.content;
      let content: string;
      if (prompt.startsWith("I will give you several history chats")) {
        const question = /Question: (.*)\n/.exec(prompt)?.[1] ?? "";
        content = `Based on our chats: ${prompt.slice(0, 4000)} ${question}`;
      } else {
        const answer = /(?:Correct answer|Rubric|Explanation): ([\s\S]*?)\n\nModel response:/.exec(prompt)?.[1]?.trim().replace(/\.$/, "") ?? "@@";
        const response = /Model response: ([\s\S]*)\n\n/.exec(prompt)?.[1] ?? "";
        content = response.toLowerCase().includes(answer.toLowerCase()) ? "Yes" : "no";
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: Math.ceil(prompt.length / 4), completion_tokens: 5 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("lore experiment qa", () => {
  it("reads from exactly the recorded context, judges by type, and stores prompts, outputs, usage and cost", async () => {
    const ws = await createTestWorkspace();
    const w = ["--workspace", ws.id];
    runLoreJson(["import", "longmemeval", ...FILES, "--benchmark", "qa", ...w]);
    const retrieval = runLoreJson([
      "experiment",
      "retrieval",
      "--benchmark",
      "qa",
      "--representation",
      "sessions",
      "--retriever",
      "fulltext",
      "--k",
      "3",
      "--name",
      "ret",
      ...w,
    ]);
    expect(retrieval.code, retrieval.stderr).toBe(0);
    const env = { LORE_LLM_BASE_URL: baseUrl, LORE_LLM_PRICE_INPUT: "1", LORE_LLM_PRICE_OUTPUT: "2", LORE_LLM_CONCURRENCY: "2" };
    const qa = await runLoreJsonAsync(
      ["experiment", "qa", "--from-run", "ret", "--reader", "reader-double", "--judge", "judge-double", "--prompt", "typed", ...w],
      env,
    );
    expect(qa.code, qa.stderr).toBe(0);
    expect(qa.body).toMatchObject({ run: "ret+reader-double+typed", n: FILES.length });
    expect(qa.body.correct).toBeGreaterThan(0);
    expect(qa.body.costUsd).toBeGreaterThan(0);
    expect(requests).toBe(1 + 2 * FILES.length);

    const db = getDb();
    const source = await db.runResult.findMany({
      where: { run: { name: "ret", workspaceId: ws.id } },
      select: { questionExternalId: true, readerContext: true },
    });
    const results = await db.runResult.findMany({
      where: { run: { name: qa.body.run, workspaceId: ws.id } },
      select: { questionExternalId: true, judgeOutput: true, hypothesis: true, correct: true },
    });
    expect(results).toHaveLength(FILES.length);
    for (const r of results) {
      const judge = r.judgeOutput as { reader: { prompt: string; usage: { promptTokens: number } }; judge: { prompt: string; output: string }; label: boolean };
      const context = source.find((s) => s.questionExternalId === r.questionExternalId)!.readerContext!;
      expect(judge.reader.prompt).toContain(context);
      expect(judge.reader.usage.promptTokens).toBeGreaterThan(0);
      expect(judge.label).toBe(r.correct);
      if (r.questionExternalId.endsWith("_abs")) expect(judge.judge.prompt).toMatch(/unanswerable/);
    }
  }, 180_000);

  it("says clearly when no provider is configured", async () => {
    const { code, stderr } = runLore(["experiment", "qa", "--from-run", "x", "--reader", "r", "--judge", "j"], { LORE_LLM_BASE_URL: "" });
    expect(code).toBe(1);
    expect(stderr).toMatch(/LORE_LLM_BASE_URL is not set/);
  });
});

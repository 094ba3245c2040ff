import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { runExtractJobInProcess } from "@/lib/jobs/run-extract-job-in-process";
import { createExtractionFixture, sheetsFor } from "@/testing/extraction-factories";
import { startOpenAiChatDouble, userMessage, type ChatDouble, type DoubleReply } from "@/testing/openai-chat-double";
import { collectOutput, spawnTsScript } from "@/testing/spawn-ts-script";

const MAX_RETRIES = 2;
let double: ChatDouble;
// Per-session scripts keyed by the session's marker; unlisted sessions get a normal answer.
const scripts = new Map<string, (attempt: number) => DoubleReply>();
const attempts = new Map<string, number>();

beforeAll(async () => {
  double = await startOpenAiChatDouble((request) => {
    const text = userMessage(request.body);
    const marker = /\b(S-\d+)\b/.exec(text)?.[1] ?? "?";
    const key = `${/Session (\S+)/.exec(text)?.[1]}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    return scripts.get(marker)?.(attempt) ?? { kind: "answer", text: `- User moved to Lisbon in 2021 (${marker})` };
  });
  Object.assign(process.env, {
    LORE_LLM_BASE_URL: double.baseUrl,
    LORE_LLM_MODEL: "double-1",
    LORE_LLM_API_KEY: "sk-test",
    LORE_LLM_TIMEOUT_MS: "300",
    LORE_LLM_MAX_RETRIES: String(MAX_RETRIES),
    LORE_LLM_BACKOFF_MS: "10",
    LORE_LLM_CONCURRENCY: "4",
  });
});
afterAll(() => double.close());

const run = (fixture: { workspaceId: string; benchmark: { id: string } }, spec: string, provider: "offline" | "openai") => {
  const [name, version] = spec.split("@") as [string, string];
  return runExtractJobInProcess({
    workspaceId: fixture.workspaceId,
    benchmarkId: fixture.benchmark.id,
    spec: { name, version },
    provider,
    createdById: null,
    worker: "test",
    signal: new AbortController().signal,
  });
};

const requestsFor = (externalId: string) => double.requests.filter((r) => userMessage(r.body).includes(`Session ${externalId}`)).length;

describe("an extraction run", () => {
  it("ends with exactly one sheet per session; refused, blocked and failed sessions pass through with their original text and reason", async () => {
    const fixture = await createExtractionFixture({ count: 12 });
    scripts.set("S-1", () => ({ kind: "refusal" }));
    scripts.set("S-2", () => ({ kind: "content_filter" }));
    scripts.set("S-3", () => ({ kind: "policy_400" }));
    scripts.set("S-4", (attempt) => (attempt === 1 ? { kind: "status", status: 429, retryAfter: "1" } : { kind: "answer", text: "- after a 429" }));
    scripts.set("S-5", () => ({ kind: "status", status: 500 }));
    scripts.set("S-6", () => ({ kind: "hang" }));
    const summary = await run(fixture, "gpt-facts@1", "openai").finally(() => scripts.clear());
    expect(summary).toMatchObject({ sessions: 12, extracted: 7, passthrough: 5, skipped: 0, failed: 0, remaining: 0 });

    const sheets = await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "gpt-facts@1" });
    expect(sheets).toHaveLength(12);
    expect(new Set(sheets.map((s) => s.sessionId)).size).toBe(12);
    const bySession = new Map(sheets.map((s) => [s.sessionId, s]));
    for (const [i, session] of fixture.sessions.entries()) {
      const sheet = bySession.get(session.id)!;
      const passes = [1, 2, 3, 5, 6].includes(i);
      expect(sheet.passthrough, session.marker).toBe(passes);
      if (passes) expect(sheet.text).toBe(session.text);
    }
    expect(bySession.get(fixture.sessions[4]!.id)!.text).toBe("- after a 429");

    // Retries are bounded: refusals are not retried, 500s and hangs are retried MAX_RETRIES times.
    const [s1, s3, s4, s5, s6] = [1, 3, 4, 5, 6].map((i) => requestsFor(fixture.sessions[i]!.externalId));
    expect({ s1, s3, s4, s5, s6 }).toEqual({ s1: 1, s3: 1, s4: 2, s5: MAX_RETRIES + 1, s6: MAX_RETRIES + 1 });

    const job = await getDb().jobRun.findUniqueOrThrow({ where: { id: summary.jobRunId } });
    expect(job).toMatchObject({ status: "completed", progress: 12, total: 12, result: expect.objectContaining({ extracted: 7, passthrough: 5, skipped: 0 }) });
    const notes = (job.result as { notes: { externalId: string; reason: string }[] }).notes;
    const reasonOf = (i: number) => notes.find((n) => n.externalId === fixture.sessions[i]!.externalId)?.reason;
    expect(reasonOf(1)).toMatch(/^refused/);
    expect(reasonOf(2)).toMatch(/^content_filter/);
    expect(reasonOf(3)).toMatch(/content_policy_violation/);
    expect(reasonOf(5)).toMatch(/HTTP 500.*gave up after 3 attempts/);
    expect(reasonOf(6)).toMatch(/timed out after 300 ms.*gave up after 3 attempts/);
  }, 60_000);

  it("skips every session that already has a sheet when run again, asking the provider nothing", async () => {
    const fixture = await createExtractionFixture({ count: 5 });
    await run(fixture, "gpt-facts@1", "openai");
    const before = double.requests.length;
    const again = await run(fixture, "gpt-facts@1", "openai");
    expect(again).toMatchObject({ sessions: 5, extracted: 0, passthrough: 0, skipped: 5 });
    expect(double.requests.length).toBe(before);
  });

  it("stores the prompt and its hash with the extractor, and refuses a version made with another model", async () => {
    const fixture = await createExtractionFixture({ count: 2 });
    await run(fixture, "gpt-facts@2", "openai");
    const extractor = await getDb().extractor.findFirstOrThrow({ where: { workspaceId: fixture.workspaceId, name: "gpt-facts", version: "2" } });
    expect(extractor.prompt).toContain("fact sheet");
    expect(extractor.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(extractor.parameters).toEqual({ provider: "openai-chat", model: "double-1", temperature: 0 });
    process.env.LORE_LLM_MODEL = "another-model";
    try {
      await expect(run(fixture, "gpt-facts@2", "openai")).rejects.toThrow(/made with the model double-1/);
    } finally {
      process.env.LORE_LLM_MODEL = "double-1";
    }
  });

  it("extracts offline with the built-in lore-baseline@1, without a provider", async () => {
    const fixture = await createExtractionFixture({ count: 6 });
    const before = double.requests.length;
    const summary = await run(fixture, "lore-baseline@1", "offline");
    expect(summary).toMatchObject({ sessions: 6, extracted: 6, passthrough: 0 });
    const sheets = await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "lore-baseline@1" });
    expect(sheets.map((s) => s.text)).toContain(
      "- User: I moved to Lisbon in 2021 with Priya. S-0 turn 0\n- Assistant suggested Visit Belem\n- Assistant suggested Try pasteis",
    );
    expect(double.requests.length).toBe(before);
  });

  it("finishes with exactly one sheet per session after the process is killed mid-run and run again", async () => {
    const fixture = await createExtractionFixture({ count: 40 });
    for (let i = 0; i < 40; i++) scripts.set(`S-${i}`, () => ({ kind: "answer", text: `- slow ${i}`, delayMs: 100 }));
    const env = { LORE_LLM_CONCURRENCY: "2", LORE_JOB_STALE_MS: "1000", LORE_JOB_HEARTBEAT_MS: "200", LORE_LLM_TIMEOUT_MS: "5000" };
    const args = [fixture.workspaceId, fixture.benchmark.id, "slow-facts@1", "openai"];
    const count = () => getDb().factSheet.count({ where: { workspaceId: fixture.workspaceId } });
    try {
      const first = spawnTsScript("testing/run-extraction-script.ts", args, env);
      const firstDone = collectOutput(first);
      let atKill = 0;
      while (atKill === 0) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        atKill = await count();
      }
      first.kill("SIGKILL");
      const killed = await firstDone;
      expect(killed.signal).toBe("SIGKILL");
      const written = await count();
      expect(written).toBeLessThan(40);
      // Past the stale threshold, the rerun takes over the dead run's job.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const second = await collectOutput(spawnTsScript("testing/run-extraction-script.ts", args, env));
      expect(second.code, second.stderr).toBe(0);
      const summary = JSON.parse(second.stdout.trim());
      expect(summary).toMatchObject({ sessions: 40, skipped: written, resumed: true, remaining: 0 });
      expect(summary.extracted + summary.passthrough).toBe(40 - written);
      const sheets = await sheetsFor({ workspaceId: fixture.workspaceId, extractor: "slow-facts@1" });
      expect(sheets).toHaveLength(40);
      expect(new Set(sheets.map((s) => s.sessionId)).size).toBe(40);
      const jobs = await getDb().jobRun.findMany({ where: { workspaceId: fixture.workspaceId } });
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: "completed", progress: 40, total: 40 });
    } finally {
      for (let i = 0; i < 40; i++) scripts.delete(`S-${i}`);
    }
  }, 120_000);
});

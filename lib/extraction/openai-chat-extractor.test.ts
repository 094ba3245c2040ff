import { afterEach, describe, expect, it } from "vitest";
import { ExtractionAborted, type ExtractionSession } from "@/lib/extraction/extractor";
import { createOpenAiChatExtractor, openAiChatSettingsFromEnv, ProviderConfigError, type OpenAiChatSettings } from "@/lib/extraction/openai-chat-extractor";
import { startOpenAiChatDouble, userMessage, type ChatDouble, type DoubleReply } from "@/testing/openai-chat-double";

let double: ChatDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const session = (marker: string): ExtractionSession => ({
  id: `id-${marker}`,
  externalId: marker,
  dateText: "2023/05/20 (Sat) 02:21",
  turns: [
    { role: "user", content: `I moved to Lisbon in 2021. ${marker}` },
    { role: "assistant", content: "Nice!" },
  ],
});

async function extractorWith(reply: (marker: string, attempt: number) => DoubleReply, settings: Partial<OpenAiChatSettings> = {}) {
  const attempts = new Map<string, number>();
  double = await startOpenAiChatDouble((request) => {
    const marker = /S-\d+/.exec(userMessage(request.body))?.[0] ?? "?";
    const attempt = (attempts.get(marker) ?? 0) + 1;
    attempts.set(marker, attempt);
    return reply(marker, attempt);
  });
  return createOpenAiChatExtractor({
    name: "gpt-facts",
    version: "1",
    prompt: "Write facts.",
    settings: {
      baseUrl: double.baseUrl,
      model: "test-model",
      apiKey: "sk-test",
      concurrency: 4,
      timeoutMs: 2_000,
      maxRetries: 2,
      backoffMs: 5,
      maxRetryAfterMs: 5_000,
      ...settings,
    },
  });
}

const signal = () => new AbortController().signal;

describe("the OpenAI chat extractor", () => {
  it("posts the stored prompt and the session at temperature 0 and returns the answer", async () => {
    const extractor = await extractorWith(() => ({ kind: "answer", text: "- User moved to Lisbon in 2021" }));
    const outcome = await extractor.extract(session("S-1"), { signal: signal() });
    expect(outcome).toEqual({ kind: "extracted", text: "- User moved to Lisbon in 2021" });
    const [request] = double!.requests;
    expect(request!.authorization).toBe("Bearer sk-test");
    expect(request!.body).toMatchObject({ model: "test-model", temperature: 0, messages: [{ role: "system", content: "Write facts." }, { role: "user" }] });
    expect(userMessage(request!.body)).toContain("Session S-1 (2023/05/20 (Sat) 02:21)\n\nuser: I moved to Lisbon in 2021.");
    expect(extractor.parameters).toEqual({ provider: "openai-chat", model: "test-model", temperature: 0 });
  });

  it.each([
    ["a refusal field", { kind: "refusal" } as DoubleReply, /^refused: /],
    ["finish_reason content_filter", { kind: "content_filter" } as DoubleReply, /^content_filter/],
    ["a 400 content-policy error", { kind: "policy_400" } as DoubleReply, /blocked by the provider \(HTTP 400 content_policy_violation/],
  ])("passes the session through on %s, without retrying", async (_, reply, reason) => {
    const extractor = await extractorWith(() => reply);
    const outcome = await extractor.extract(session("S-1"), { signal: signal() });
    expect(outcome).toMatchObject({ kind: "passthrough", reason: expect.stringMatching(reason) });
    expect(double!.requests).toHaveLength(1);
  });

  it("waits as long as Retry-After says after a 429, then succeeds", async () => {
    const extractor = await extractorWith((_, attempt) =>
      attempt === 1 ? { kind: "status", status: 429, retryAfter: "1" } : { kind: "answer", text: "- ok" },
    );
    const started = Date.now();
    const outcome = await extractor.extract(session("S-1"), { signal: signal() });
    expect(outcome).toEqual({ kind: "extracted", text: "- ok" });
    expect(double!.requests).toHaveLength(2);
    expect(double!.requests[1]!.receivedAt - double!.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("retries 500s a bounded number of times, then passes the session through with the reason", async () => {
    const extractor = await extractorWith(() => ({ kind: "status", status: 500 }));
    const outcome = await extractor.extract(session("S-1"), { signal: signal() });
    expect(outcome).toMatchObject({ kind: "passthrough", reason: expect.stringContaining("HTTP 500") });
    expect((outcome as { reason: string }).reason).toContain("gave up after 3 attempts");
    expect(double!.requests).toHaveLength(3);
  });

  it("times out a hanging request, retries it, and passes the session through after the last attempt", async () => {
    const extractor = await extractorWith(() => ({ kind: "hang" }), { timeoutMs: 150, maxRetries: 1 });
    const started = Date.now();
    const outcome = await extractor.extract(session("S-1"), { signal: signal() });
    expect(outcome).toMatchObject({ kind: "passthrough", reason: expect.stringContaining("timed out after 150 ms") });
    expect(double!.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("never has more requests in flight than its concurrency", async () => {
    const extractor = await extractorWith(() => ({ kind: "answer", text: "- ok", delayMs: 40 }), { concurrency: 3 });
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => extractor.extract(session(`S-${i}`), { signal: signal() })));
    expect(outcomes.every((o) => o.kind === "extracted")).toBe(true);
    expect(double!.maxInFlight()).toBe(3);
  });

  it("stops the job on 401 rather than passing every session through", async () => {
    const extractor = await extractorWith(() => ({ kind: "status", status: 401 }));
    await expect(extractor.extract(session("S-1"), { signal: signal() })).rejects.toBeInstanceOf(ProviderConfigError);
  });

  it("rejects when its signal aborts, writing nothing for the session", async () => {
    const extractor = await extractorWith(() => ({ kind: "hang" }), { timeoutMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(extractor.extract(session("S-1"), { signal: controller.signal })).rejects.toBeInstanceOf(ExtractionAborted);
  });
});

describe("provider settings", () => {
  it("reads LORE_LLM_* with the documented defaults", () => {
    expect(openAiChatSettingsFromEnv({ LORE_LLM_BASE_URL: "http://x", LORE_LLM_MODEL: "m" })).toMatchObject({
      concurrency: 4,
      timeoutMs: 60_000,
      maxRetries: 3,
      apiKey: undefined,
    });
    expect(() => openAiChatSettingsFromEnv({ LORE_LLM_BASE_URL: "http://x", LORE_LLM_MODEL: "m", LORE_LLM_CONCURRENCY: "0" })).toThrow(/LORE_LLM_CONCURRENCY/);
    expect(() => openAiChatSettingsFromEnv({ LORE_LLM_MODEL: "m" })).toThrow(/LORE_LLM_BASE_URL/);
  });
});

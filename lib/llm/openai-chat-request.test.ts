import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion, chatConfigFromEnv, ChatError } from "@/lib/llm/chat-completion";
import { attemptChatCompletion, chatCompletionsUrl, parseRetryAfter } from "@/lib/llm/openai-chat-request";
import { startOpenAiChatDouble, type ChatDouble } from "@/testing/openai-chat-double";

let double: ChatDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

const body = { model: "m", temperature: 0, messages: [{ role: "user" as const, content: "hello" }] };

describe("one OpenAI-compatible chat request", () => {
  it("builds the completions URL with or without /v1 and parses Retry-After", () => {
    expect(chatCompletionsUrl("http://h:1/")).toBe("http://h:1/v1/chat/completions");
    expect(chatCompletionsUrl("http://h:1/v1")).toBe("http://h:1/v1/chat/completions");
    expect(parseRetryAfter("2")).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter("soon")).toBeUndefined();
  });

  it("classifies a refusal, a retryable status and a wrong key", async () => {
    double = await startOpenAiChatDouble(() => ({ kind: "refusal", text: "no" }));
    expect(await attemptChatCompletion({ baseUrl: double.baseUrl, timeoutMs: 2000 }, body)).toMatchObject({ type: "refused", reason: "refused: no" });
    await double.close();
    double = await startOpenAiChatDouble(() => ({ kind: "status", status: 429, retryAfter: "1" }));
    expect(await attemptChatCompletion({ baseUrl: double.baseUrl, timeoutMs: 2000 }, body)).toMatchObject({ type: "retry", retryAfterMs: 1000 });
    await double.close();
    double = await startOpenAiChatDouble(() => ({ kind: "status", status: 401 }));
    expect(await attemptChatCompletion({ baseUrl: double.baseUrl, timeoutMs: 2000 }, body)).toMatchObject({ type: "fatal" });
  });
});

describe("the SDK transport", () => {
  it("sends the key as a Bearer token, and no Authorization header at all without one", async () => {
    double = await startOpenAiChatDouble(() => ({ kind: "answer", text: "ok" }));
    await attemptChatCompletion({ baseUrl: `${double.baseUrl}/v1/`, apiKey: "sk-lore", timeoutMs: 2000 }, body);
    await attemptChatCompletion({ baseUrl: double.baseUrl, apiKey: null, timeoutMs: 2000 }, body);
    expect(double.requests.map((r) => r.authorization)).toEqual(["Bearer sk-lore", undefined]);
  });

  it("reports a server that is not listening as a retryable network error, and a 501 as a plain failure", async () => {
    expect(await attemptChatCompletion({ baseUrl: "http://127.0.0.1:1", timeoutMs: 2000 }, body)).toMatchObject({
      type: "retry",
      reason: expect.stringMatching(/^network error: /),
    });
    double = await startOpenAiChatDouble(() => ({ kind: "status", status: 501 }));
    expect(await attemptChatCompletion({ baseUrl: double.baseUrl, timeoutMs: 2000 }, body)).toEqual({ type: "fail", reason: "HTTP 501 status 501" });
  });

  it("leaves the retries to the SDK when asked, honouring Retry-After", async () => {
    let calls = 0;
    double = await startOpenAiChatDouble(() => (++calls < 3 ? { kind: "status", status: 429, retryAfter: "0.2" } : { kind: "answer", text: "done" }));
    const started = Date.now();
    expect(await attemptChatCompletion({ baseUrl: double.baseUrl, timeoutMs: 2000 }, body, undefined, 2)).toMatchObject({ type: "ok", text: "done" });
    expect(calls).toBe(3);
    expect(double.requests[2]!.receivedAt - double.requests[0]!.receivedAt).toBeGreaterThanOrEqual(390);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("the QA chat client", () => {
  it("retries a 429 and returns the answer with its usage", async () => {
    let calls = 0;
    double = await startOpenAiChatDouble(() => (++calls === 1 ? { kind: "status", status: 429, retryAfter: "0" } : { kind: "answer", text: "Paris" }));
    const result = await chatCompletion({ baseUrl: double.baseUrl, apiKey: null, timeoutMs: 2000, maxRetries: 2 }, body);
    expect(result.content).toBe("Paris");
    expect(calls).toBe(2);
  });

  it("gives up after the configured retries with the last reason", async () => {
    double = await startOpenAiChatDouble(() => ({ kind: "status", status: 503, retryAfter: "0" }));
    await expect(chatCompletion({ baseUrl: double.baseUrl, apiKey: null, timeoutMs: 2000, maxRetries: 1 }, body)).rejects.toThrow(/after 2 attempts: HTTP 503/);
  });

  it("names a malformed setting", () => {
    expect(() => chatConfigFromEnv({ LORE_LLM_BASE_URL: "ftp://x" })).toThrow(ChatError);
    expect(() => chatConfigFromEnv({ LORE_LLM_BASE_URL: "http://x", LORE_LLM_MAX_RETRIES: "-1" })).toThrow(/LORE_LLM_MAX_RETRIES/);
  });
});

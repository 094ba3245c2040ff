import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { openAiBaseUrl, openAiClient } from "@/lib/llm/openai-client";

// One request to an OpenAI-compatible /v1/chat/completions endpoint through the official SDK,
// classified so callers can decide what to do next. The QA reader/judge and the fact-sheet
// extractor both send through here, so there is one place that knows the provider's statuses,
// refusals and Retry-After. `retries` is handed to the SDK (its own backoff, honouring
// Retry-After); the extractor passes 0 and keeps its own loop (see openai-chat-extractor.ts).
export type ChatEndpoint = { baseUrl: string; apiKey?: string | null; timeoutMs: number };

export type ChatUsage = { promptTokens: number | null; completionTokens: number | null };

export type ChatRequest = Pick<ChatCompletionCreateParamsNonStreaming, "model" | "temperature" | "max_tokens" | "n"> & {
  messages: { role: "system" | "user"; content: string }[];
};

export type ChatAttempt =
  | { type: "ok"; text: string; finishReason: string | null; usage: ChatUsage }
  | { type: "refused"; reason: string; usage: ChatUsage }
  | { type: "retry"; reason: string; retryAfterMs?: number }
  | { type: "fail"; reason: string }
  | { type: "fatal"; reason: string };

export class ChatAborted extends Error {
  constructor() {
    super("the request was cancelled");
  }
}

// The statuses Lore's own retry loop (the extractor's) retries; the SDK retries 408, 409, 429, 5xx.
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
// Wrong key, model or URL: every request would fail the same way, so callers stop.
const FATAL_STATUSES = new Set([401, 403, 404]);
const POLICY_ERROR = /content[ _-]?(?:policy|filter|management)|safety system|responsible ai/i;
const NO_USAGE: ChatUsage = { promptTokens: null, completionTokens: null };

// For messages and tests: where the SDK sends a chat request for this base URL.
export function chatCompletionsUrl(baseUrl: string): string {
  return `${openAiBaseUrl(baseUrl)}/chat/completions`;
}

// Retry-After is either seconds or an HTTP date.
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

// "code: message" from the provider's error body, or the raw text when it was not JSON.
function providerMessage(error: APIError): string {
  const body = error.error as { code?: unknown; message?: unknown } | undefined;
  if (body && typeof body === "object") {
    const parts = [body.code, body.message].filter((part): part is string => typeof part === "string" && part !== "");
    if (parts.length > 0) return parts.join(": ").slice(0, 200);
  }
  const raw = error.message.replace(/^\d{3} /, "");
  return raw === "status code (no body)" ? "" : raw.slice(0, 200);
}

function classifyStatus(error: APIError & { status: number }): ChatAttempt {
  const message = providerMessage(error);
  const reason = `HTTP ${error.status} ${message}`.trim();
  if (error.status === 400 && POLICY_ERROR.test(message)) return { type: "refused", reason: `blocked by the provider (HTTP 400 ${message})`, usage: NO_USAGE };
  if (RETRY_STATUSES.has(error.status)) return { type: "retry", reason, retryAfterMs: parseRetryAfter(error.headers?.get("retry-after")) };
  if (FATAL_STATUSES.has(error.status)) return { type: "fatal", reason };
  return { type: "fail", reason };
}

function classifyError(error: unknown, endpoint: ChatEndpoint, signal?: AbortSignal): ChatAttempt {
  if (signal?.aborted || error instanceof APIUserAbortError) throw new ChatAborted();
  if (error instanceof APIConnectionTimeoutError) return { type: "retry", reason: `timed out after ${endpoint.timeoutMs} ms` };
  if (error instanceof APIConnectionError) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return { type: "retry", reason: `network error: ${cause?.message ?? error.message}` };
  }
  if (error instanceof APIError && typeof error.status === "number") return classifyStatus(error as APIError & { status: number });
  // A 200 whose body is not JSON: the SDK's parser throws a SyntaxError.
  if (error instanceof SyntaxError) return { type: "retry", reason: "the provider's answer was not JSON" };
  throw error;
}

const usageOf = (parsed: ChatCompletion): ChatUsage => ({
  promptTokens: parsed.usage?.prompt_tokens ?? null,
  completionTokens: parsed.usage?.completion_tokens ?? null,
});

// Throws ChatAborted only when the caller's signal fired; every provider outcome is a value.
export async function attemptChatCompletion(endpoint: ChatEndpoint, body: ChatRequest, signal?: AbortSignal, retries = 0): Promise<ChatAttempt> {
  let parsed: ChatCompletion | string;
  try {
    parsed = await openAiClient(endpoint).chat.completions.create(body, { timeout: endpoint.timeoutMs, maxRetries: retries, signal });
  } catch (error) {
    return classifyError(error, endpoint, signal);
  }
  // A compatible server that answers 200 without a JSON content type reaches here as text.
  if (typeof parsed === "string") {
    try {
      parsed = JSON.parse(parsed) as ChatCompletion;
    } catch {
      return { type: "retry", reason: "the provider's answer was not JSON" };
    }
  }
  if (typeof parsed !== "object" || parsed === null) return { type: "retry", reason: "the provider's answer was not JSON" };
  const choice = parsed.choices?.[0];
  if (!choice) return { type: "fail", reason: "the provider's answer has no choices" };
  if (choice.finish_reason === "content_filter") return { type: "refused", reason: "content_filter: the provider filtered the answer", usage: usageOf(parsed) };
  if (choice.message?.refusal) return { type: "refused", reason: `refused: ${choice.message.refusal.slice(0, 200)}`, usage: usageOf(parsed) };
  return { type: "ok", text: choice.message?.content ?? "", finishReason: choice.finish_reason ?? null, usage: usageOf(parsed) };
}

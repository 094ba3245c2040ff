// One request to an OpenAI-compatible /v1/chat/completions endpoint, classified so callers can
// decide what to do next. The QA reader/judge and the fact-sheet extractor both send through here,
// so there is one place that knows the provider's statuses, refusals and Retry-After.
export type ChatEndpoint = { baseUrl: string; apiKey?: string | null; timeoutMs: number };

export type ChatUsage = { promptTokens: number | null; completionTokens: number | null };

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

type ChatResponse = {
  choices?: { finish_reason?: string | null; message?: { content?: string | null; refusal?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
};

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
// Wrong key, model or URL: every request would fail the same way, so callers stop.
const FATAL_STATUSES = new Set([401, 403, 404]);
const POLICY_ERROR = /content[ _-]?(?:policy|filter|management)|safety system|responsible ai/i;

export function chatCompletionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return `${trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`}/chat/completions`;
}

// Retry-After is either seconds or an HTTP date.
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function errorMessage(response: Response): Promise<string> {
  const raw = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(raw) as { error?: { message?: string; code?: string } };
    return [parsed.error?.code, parsed.error?.message].filter(Boolean).join(": ") || raw.slice(0, 200);
  } catch {
    return raw.slice(0, 200);
  }
}

const usageOf = (parsed: ChatResponse): ChatUsage => ({
  promptTokens: parsed.usage?.prompt_tokens ?? null,
  completionTokens: parsed.usage?.completion_tokens ?? null,
});

// Throws ChatAborted only when the caller's signal fired; every provider outcome is a value.
export async function attemptChatCompletion(endpoint: ChatEndpoint, body: object, signal?: AbortSignal): Promise<ChatAttempt> {
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(chatCompletionsUrl(endpoint.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: combined,
    });
  } catch (error) {
    if (signal?.aborted) throw new ChatAborted();
    if (timeout.aborted) return { type: "retry", reason: `timed out after ${endpoint.timeoutMs} ms` };
    return { type: "retry", reason: `network error: ${(error as Error).message}` };
  }
  if (!response.ok) {
    const message = await errorMessage(response);
    if (response.status === 400 && POLICY_ERROR.test(message))
      return { type: "refused", reason: `blocked by the provider (HTTP 400 ${message})`, usage: { promptTokens: null, completionTokens: null } };
    if (RETRY_STATUSES.has(response.status)) {
      return { type: "retry", reason: `HTTP ${response.status} ${message}`.trim(), retryAfterMs: parseRetryAfter(response.headers.get("retry-after")) };
    }
    if (FATAL_STATUSES.has(response.status)) return { type: "fatal", reason: `HTTP ${response.status} ${message}`.trim() };
    return { type: "fail", reason: `HTTP ${response.status} ${message}`.trim() };
  }
  let parsed: ChatResponse;
  try {
    parsed = (await response.json()) as ChatResponse;
  } catch {
    if (signal?.aborted) throw new ChatAborted();
    if (timeout.aborted) return { type: "retry", reason: `timed out after ${endpoint.timeoutMs} ms` };
    return { type: "retry", reason: "the provider's answer was not JSON" };
  }
  const choice = parsed.choices?.[0];
  if (!choice) return { type: "fail", reason: "the provider's answer has no choices" };
  if (choice.finish_reason === "content_filter") return { type: "refused", reason: "content_filter: the provider filtered the answer", usage: usageOf(parsed) };
  if (choice.message?.refusal) return { type: "refused", reason: `refused: ${choice.message.refusal.slice(0, 200)}`, usage: usageOf(parsed) };
  return { type: "ok", text: choice.message?.content ?? "", finishReason: choice.finish_reason ?? null, usage: usageOf(parsed) };
}

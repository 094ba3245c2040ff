import { ExtractionAborted, sessionText, type ExtractionOutcome, type ExtractionSession, type Extractor } from "@/lib/extraction/extractor";
import { createLimiter, sleep, type Limiter } from "@/lib/extraction/limiter";

export type OpenAiChatSettings = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  // Requests in flight at once, per process and provider.
  concurrency: number;
  timeoutMs: number;
  // Retries after the first attempt, on 429, 5xx, timeouts and network errors.
  maxRetries: number;
  backoffMs: number;
  // A Retry-After longer than this is cut to it, so one answer cannot park a job for hours.
  maxRetryAfterMs: number;
};

type Attempt =
  | { type: "ok"; text: string }
  | { type: "refused"; reason: string }
  | { type: "retry"; reason: string; retryAfterMs?: number }
  | { type: "fail"; reason: string }
  | { type: "fatal"; reason: string };

type ChatResponse = {
  choices?: { finish_reason?: string | null; message?: { content?: string | null; refusal?: string | null } }[];
};

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
// Wrong key, model or URL: every session would fail the same way, so the job stops instead of
// writing a passthrough sheet for each.
const FATAL_STATUSES = new Set([401, 403, 404]);
const POLICY_ERROR = /content[ _-]?(?:policy|filter|management)|safety system|responsible ai/i;

// One limiter per provider URL in this process, so every job and chunk a worker runs shares the
// LORE_LLM_CONCURRENCY bound.
const limiters = new Map<string, Limiter>();
function limiterFor(settings: OpenAiChatSettings): Limiter {
  const key = `${settings.baseUrl}|${settings.concurrency}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = createLimiter(settings.concurrency)));
  return limiter;
}

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

export function sessionMessage(session: ExtractionSession): string {
  const heading = `Session ${session.externalId}${session.dateText ? ` (${session.dateText})` : ""}`;
  return `${heading}\n\n${sessionText(session)}`;
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

async function attemptOnce(settings: OpenAiChatSettings, body: string, signal: AbortSignal): Promise<Attempt> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await fetch(chatCompletionsUrl(settings.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body,
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (signal.aborted) throw new ExtractionAborted();
    if (timeout.aborted) return { type: "retry", reason: `timed out after ${settings.timeoutMs} ms` };
    return { type: "retry", reason: `network error: ${(error as Error).message}` };
  }
  if (!response.ok) {
    const message = await errorMessage(response);
    if (response.status === 400 && POLICY_ERROR.test(message)) return { type: "refused", reason: `blocked by the provider (HTTP 400 ${message})` };
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
    if (signal.aborted) throw new ExtractionAborted();
    if (timeout.aborted) return { type: "retry", reason: `timed out after ${settings.timeoutMs} ms` };
    return { type: "retry", reason: "the provider's answer was not JSON" };
  }
  const choice = parsed.choices?.[0];
  if (choice?.finish_reason === "content_filter") return { type: "refused", reason: "content_filter: the provider filtered the answer" };
  if (choice?.message?.refusal) return { type: "refused", reason: `refused: ${choice.message.refusal.slice(0, 200)}` };
  const text = choice?.message?.content?.trim();
  if (!text) return { type: "fail", reason: "the provider answered with no text" };
  return { type: "ok", text };
}

export type Env = Record<string, string | undefined>;

export class ProviderConfigError extends Error {}

// POSTs each session to an OpenAI-compatible chat endpoint with temperature 0. Retries are
// bounded (429, 5xx, timeouts, network errors; honoring Retry-After, else exponential backoff);
// a refusal, a content filter, a content-policy 400 or a final failure becomes a passthrough
// with its reason. 401, 403 and 404 throw ProviderConfigError: they are not about the session.
export function createOpenAiChatExtractor(input: { name: string; version: string; prompt: string; settings: OpenAiChatSettings }): Extractor {
  const { settings } = input;
  const limit = limiterFor(settings);
  const extract = async (session: ExtractionSession, { signal }: { signal: AbortSignal }): Promise<ExtractionOutcome> => {
    const body = JSON.stringify({
      model: settings.model,
      temperature: 0,
      messages: [
        { role: "system", content: input.prompt },
        { role: "user", content: sessionMessage(session) },
      ],
    });
    let last = "";
    for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
      const result = await limit(() => attemptOnce(settings, body, signal), signal);
      if (result.type === "ok") return { kind: "extracted", text: result.text };
      if (result.type === "refused") return { kind: "passthrough", reason: result.reason };
      if (result.type === "fail") return { kind: "passthrough", reason: result.reason };
      if (result.type === "fatal") throw new ProviderConfigError(`the provider at ${settings.baseUrl} answered ${result.reason}: check LORE_LLM_BASE_URL, LORE_LLM_MODEL and LORE_LLM_API_KEY`);
      last = result.reason;
      if (attempt === settings.maxRetries) break;
      const backoff = Math.min(settings.maxRetryAfterMs, settings.backoffMs * 2 ** attempt);
      await sleep(Math.min(settings.maxRetryAfterMs, result.retryAfterMs ?? backoff), signal);
    }
    return { kind: "passthrough", reason: `${last} (gave up after ${settings.maxRetries + 1} attempts)` };
  };
  return {
    name: input.name,
    version: input.version,
    prompt: input.prompt,
    parameters: { provider: "openai-chat", model: settings.model, temperature: 0 },
    concurrency: settings.concurrency,
    extract,
  };
}

function positiveInt(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
}

// The provider's settings from LORE_LLM_*; throws with the variable's name when one is wrong.
export function openAiChatSettingsFromEnv(env: Env = process.env): OpenAiChatSettings {
  const baseUrl = env.LORE_LLM_BASE_URL;
  if (!baseUrl) throw new Error("LORE_LLM_BASE_URL is not set: name an OpenAI-compatible endpoint, or use the offline extractor lore-baseline@1");
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`LORE_LLM_BASE_URL must start with http:// or https:// (got "${baseUrl}")`);
  const model = env.LORE_LLM_MODEL;
  if (!model) throw new Error("LORE_LLM_MODEL is not set: name the model the endpoint should use");
  return {
    baseUrl,
    model,
    apiKey: env.LORE_LLM_API_KEY || undefined,
    concurrency: positiveInt(env, "LORE_LLM_CONCURRENCY", 4),
    timeoutMs: positiveInt(env, "LORE_LLM_TIMEOUT_MS", 60_000),
    maxRetries: positiveInt(env, "LORE_LLM_MAX_RETRIES", 3, 0),
    backoffMs: positiveInt(env, "LORE_LLM_BACKOFF_MS", 1_000),
    maxRetryAfterMs: positiveInt(env, "LORE_LLM_MAX_RETRY_AFTER_MS", 60_000),
  };
}

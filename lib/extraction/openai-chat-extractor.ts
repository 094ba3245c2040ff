import { ExtractionAborted, sessionText, type ExtractionOutcome, type ExtractionSession, type Extractor } from "@/lib/extraction/extractor";
import { createLimiter, sleep, type Limiter } from "@/lib/extraction/limiter";
import { attemptChatCompletion, ChatAborted, type ChatRequest } from "@/lib/llm/openai-chat-request";

// Each attempt goes through the official `openai` SDK (base URL, key, timeout, typed answer);
// the retry loop below stays Lore's, with the SDK's own retries off, because the SDK has no knob
// for LORE_LLM_BACKOFF_MS (it fixes a 0.5 s base) or LORE_LLM_MAX_RETRY_AFTER_MS (it obeys a
// Retry-After of up to 60 s and ignores a longer one), and because its retries would sleep while
// holding a LORE_LLM_CONCURRENCY slot: here the wait happens outside the limiter and ends at once
// when the job is cancelled. LORE_LLM_MAX_RETRIES means the same as for the QA client.

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

// One limiter per provider URL in this process, so every job and chunk a worker runs shares the
// LORE_LLM_CONCURRENCY bound.
const limiters = new Map<string, Limiter>();
function limiterFor(settings: OpenAiChatSettings): Limiter {
  const key = `${settings.baseUrl}|${settings.concurrency}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = createLimiter(settings.concurrency)));
  return limiter;
}

export function sessionMessage(session: ExtractionSession): string {
  const heading = `Session ${session.externalId}${session.dateText ? ` (${session.dateText})` : ""}`;
  return `${heading}\n\n${sessionText(session)}`;
}

async function attemptOnce(settings: OpenAiChatSettings, body: ChatRequest, signal: AbortSignal) {
  try {
    return await attemptChatCompletion(settings, body, signal);
  } catch (error) {
    if (error instanceof ChatAborted) throw new ExtractionAborted();
    throw error;
  }
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
    const body: ChatRequest = {
      model: settings.model,
      temperature: 0,
      messages: [
        { role: "system", content: input.prompt },
        { role: "user", content: sessionMessage(session) },
      ],
    };
    let last = "";
    for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
      const result = await limit(() => attemptOnce(settings, body, signal), signal);
      if (result.type === "ok" && result.text.trim()) return { kind: "extracted", text: result.text.trim() };
      if (result.type === "ok") return { kind: "passthrough", reason: "the provider answered with no text" };
      if (result.type === "refused") return { kind: "passthrough", reason: result.reason };
      if (result.type === "fail") return { kind: "passthrough", reason: result.reason };
      if (result.type === "fatal")
        throw new ProviderConfigError(
          `the provider at ${settings.baseUrl} answered ${result.reason}: check LORE_LLM_BASE_URL, LORE_LLM_MODEL and LORE_LLM_API_KEY`,
        );
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

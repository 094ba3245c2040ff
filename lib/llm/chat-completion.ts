import { attemptChatCompletion, type ChatEndpoint, type ChatRequest, type ChatUsage } from "@/lib/llm/openai-chat-request";

// One chat completion for the QA reader and judge. The retries are the `openai` SDK's:
// LORE_LLM_MAX_RETRIES is its maxRetries (408, 409, 429, 5xx, timeouts and dropped connections,
// honouring Retry-After up to a minute, else its 0.5-8 s jittered backoff), LORE_LLM_TIMEOUT_MS
// its per-attempt timeout. Lore only classifies the final outcome. A refusal is an answer here:
// the judge grades it. (The extractor keeps its own loop for LORE_LLM_BACKOFF_MS and
// LORE_LLM_MAX_RETRY_AFTER_MS, knobs the SDK lacks: see openai-chat-extractor.ts.)
export type ChatConfig = ChatEndpoint & { maxRetries: number };
export type ChatResult = { content: string; finishReason: string | null; usage: ChatUsage };

export class ChatError extends Error {}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ChatError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
}

export function chatConfigFromEnv(env: Record<string, string | undefined> = process.env): ChatConfig {
  const baseUrl = env.LORE_LLM_BASE_URL;
  if (!baseUrl) throw new ChatError("LORE_LLM_BASE_URL is not set: the QA reader and judge need an OpenAI-compatible endpoint.");
  if (!/^https?:\/\//.test(baseUrl)) throw new ChatError(`LORE_LLM_BASE_URL must start with http:// or https:// (got "${baseUrl}")`);
  return {
    baseUrl,
    apiKey: env.LORE_LLM_API_KEY || null,
    timeoutMs: whole(env, "LORE_LLM_TIMEOUT_MS", 60_000, 1),
    maxRetries: whole(env, "LORE_LLM_MAX_RETRIES", 3, 0),
  };
}

export async function chatCompletion(config: ChatConfig, body: ChatRequest & { temperature: number }): Promise<ChatResult> {
  const result = await attemptChatCompletion(config, body, undefined, config.maxRetries);
  if (result.type === "ok") return { content: result.text, finishReason: result.finishReason, usage: result.usage };
  if (result.type === "refused") return { content: result.reason, finishReason: "refused", usage: result.usage };
  if (result.type === "fail" || result.type === "fatal") throw new ChatError(`the provider refused the request (${result.reason})`);
  throw new ChatError(`the provider failed after ${config.maxRetries + 1} attempts: ${result.reason}`);
}

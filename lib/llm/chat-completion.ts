import { attemptChatCompletion, type ChatEndpoint, type ChatUsage } from "@/lib/llm/openai-chat-request";

// One chat completion for the QA reader and judge, with bounded retries on 429, 5xx, timeouts
// and network errors (honouring Retry-After). A refusal is an answer here: the judge grades it.
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function chatCompletion(
  config: ChatConfig,
  body: { model: string; messages: { role: "system" | "user"; content: string }[]; temperature: number; max_tokens?: number; n?: number },
): Promise<ChatResult> {
  let lastError = "no attempt";
  for (let attempt = 0; attempt <= config.maxRetries; attempt++) {
    const result = await attemptChatCompletion(config, body);
    if (result.type === "ok") return { content: result.text, finishReason: result.finishReason, usage: result.usage };
    if (result.type === "refused") return { content: result.reason, finishReason: "refused", usage: result.usage };
    if (result.type === "fail" || result.type === "fatal") throw new ChatError(`the provider refused the request (${result.reason})`);
    lastError = result.reason;
    if (attempt < config.maxRetries) await sleep(Math.min(result.retryAfterMs ?? 250 * 2 ** attempt, 30_000));
  }
  throw new ChatError(`the provider failed after ${config.maxRetries + 1} attempts: ${lastError}`);
}

// One chat completion from an OpenAI-compatible endpoint, with a timeout and bounded retries on
// 429, 5xx and timeouts (honouring Retry-After). Used by the QA reader and judge.
export type ChatConfig = { baseUrl: string; apiKey: string | null; timeoutMs: number; maxRetries: number };
export type ChatResult = { content: string; finishReason: string | null; usage: { promptTokens: number | null; completionTokens: number | null } };

export class ChatError extends Error {}

export function chatConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const baseUrl = env.LORE_LLM_BASE_URL;
  if (!baseUrl) throw new ChatError("LORE_LLM_BASE_URL is not set: the QA reader and judge need an OpenAI-compatible endpoint.");
  return { baseUrl: baseUrl.replace(/\/+$/, "").replace(/\/v1$/, ""), apiKey: env.LORE_LLM_API_KEY ?? null, timeoutMs: Number(env.LORE_LLM_TIMEOUT_MS ?? 60_000), maxRetries: Number(env.LORE_LLM_MAX_RETRIES ?? 3) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function chatCompletion(config: ChatConfig, body: { model: string; messages: { role: "system" | "user"; content: string }[]; temperature: number; max_tokens?: number }): Promise<ChatResult> {
  let lastError = "no attempt";
  for (let attempt = 0; attempt <= config.maxRetries; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const response = await fetch(`${config.baseUrl}/v1/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (response.status === 429 || response.status >= 500) {
        lastError = `the provider answered ${response.status}`;
        const retryAfter = Number(response.headers.get("retry-after"));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 30) * 1000 : 250 * 2 ** attempt);
        continue;
      }
      const json = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }[];
        usage?: { prompt_tokens?: number; completion_tokens?: number };
        error?: { message?: string };
      } | null;
      if (!response.ok) throw new ChatError(`the provider refused the request (${response.status}): ${json?.error?.message ?? "no message"}`);
      const choice = json?.choices?.[0];
      if (!choice) throw new ChatError("the provider's answer has no choices");
      return {
        content: choice.message?.content ?? choice.message?.refusal ?? "",
        finishReason: choice.finish_reason ?? null,
        usage: { promptTokens: json?.usage?.prompt_tokens ?? null, completionTokens: json?.usage?.completion_tokens ?? null },
      };
    } catch (error) {
      if (error instanceof ChatError) throw error;
      lastError = controller.signal.aborted ? `no answer within ${config.timeoutMs} ms` : (error as Error).message;
      await sleep(250 * 2 ** attempt);
    } finally {
      clearTimeout(timer);
    }
  }
  throw new ChatError(`the provider failed after ${config.maxRetries + 1} attempts: ${lastError}`);
}

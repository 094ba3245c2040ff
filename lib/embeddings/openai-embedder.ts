// An OpenAI-compatible embeddings client (OpenAI, Azure-style proxies, vLLM, Ollama, LiteLLM…):
// POST {baseUrl}/v1/embeddings with {model, input, dimensions: 384}. Texts go in batches; each
// request has a timeout; 429 and 5xx answers (and dropped connections) are retried a bounded
// number of times, honouring Retry-After. Every failure is an EmbedderError whose message names
// the server and the status but never the API key.
import { z } from "@/lib/zod";
import { EMBEDDING_DIMENSIONS, EmbedderError, type Embedder } from "@/lib/embeddings/embedder";

export type OpenAiEmbedderConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  batchSize?: number;
  timeoutMs?: number;
  maxRetries?: number;
  // Injected by tests; default to the global fetch and a real timer.
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

// Models cap a text at ~8k tokens; 8,000 characters stays under that for any language.
export const MAX_INPUT_CHARS = 8_000;
const MAX_BACKOFF_MS = 10_000;

const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function embeddingsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  // Accept both "https://api.openai.com" and "https://api.openai.com/v1".
  return base.endsWith("/v1") ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

function retryDelay(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds * 1000, 0), MAX_BACKOFF_MS);
  const date = retryAfter === null ? NaN : Date.parse(retryAfter);
  if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), MAX_BACKOFF_MS);
  return Math.min(250 * 2 ** attempt, MAX_BACKOFF_MS);
}

async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string") return message.slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 300);
}

export function createOpenAiEmbedder(config: OpenAiEmbedderConfig): Embedder {
  const url = embeddingsUrl(config.baseUrl);
  const host = new URL(url).host;
  const batchSize = config.batchSize ?? 64;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const maxRetries = config.maxRetries ?? 3;
  const doFetch = config.fetch ?? fetch;
  const sleep = config.sleep ?? wait;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  const isTimeout = (error: unknown) => ["TimeoutError", "AbortError"].includes((error as { name?: string }).name ?? "");
  const timedOut = (cause: unknown) => new EmbedderError(`The embeddings server at ${host} did not answer within ${timeoutMs} ms.`, "TIMEOUT", { cause });

  async function request(input: string[]): Promise<number[][]> {
    const body = JSON.stringify({ model: config.model, input, dimensions: EMBEDDING_DIMENSIONS, encoding_format: "float" });
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
        if (response.ok) return parse(await response.json(), input.length);
      } catch (error) {
        if (error instanceof EmbedderError) throw error;
        if (isTimeout(error)) throw timedOut(error);
        if (error instanceof SyntaxError) throw new EmbedderError(`The embeddings server at ${host} sent a response that is not JSON.`, "RESPONSE");
        if (attempt < maxRetries) {
          await sleep(retryDelay(attempt, null));
          continue;
        }
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        const reason = `${(error as Error).message}${typeof code === "string" ? `: ${code}` : ""}`;
        throw new EmbedderError(`Could not reach the embeddings server at ${host} after ${attempt + 1} attempts (${reason}).`, "HTTP", { cause: error });
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt < maxRetries) {
        await response.body?.cancel().catch(() => undefined);
        await sleep(retryDelay(attempt, response.headers.get("retry-after")));
        continue;
      }
      const detail = await errorDetail(response);
      const tries = retryable ? ` after ${attempt + 1} attempts` : "";
      throw new EmbedderError(`The embeddings server at ${host} answered ${response.status}${tries}${detail ? `: ${detail}` : "."}`, "HTTP");
    }
  }

  function parse(json: unknown, expected: number): number[][] {
    const parsed = responseSchema.safeParse(json);
    if (!parsed.success) throw new EmbedderError(`The embeddings server at ${host} sent a response that is not in the OpenAI embeddings format.`, "RESPONSE");
    const rows = [...parsed.data.data].sort((a, b) => a.index - b.index);
    if (rows.length !== expected || rows.some((row, i) => row.index !== i)) {
      throw new EmbedderError(`The embeddings server at ${host} returned ${rows.length} embeddings for ${expected} texts.`, "RESPONSE");
    }
    const wrong = rows.find((row) => row.embedding.length !== EMBEDDING_DIMENSIONS);
    if (wrong) {
      throw new EmbedderError(
        `The model "${config.model}" returned ${wrong.embedding.length} dimensions; Lore stores ${EMBEDDING_DIMENSIONS}. Use a model that honours the "dimensions" parameter (e.g. text-embedding-3-small) or one that is ${EMBEDDING_DIMENSIONS}-dimensional.`,
        "RESPONSE",
      );
    }
    return rows.map((row) => row.embedding);
  }

  return {
    id: `openai:${config.model}@${EMBEDDING_DIMENSIONS}`,
    dimensions: EMBEDDING_DIMENSIONS,
    async embed(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        // Servers reject empty strings; a space embeds as "nothing" the same way everywhere.
        const batch = texts.slice(start, start + batchSize).map((t) => t.slice(0, MAX_INPUT_CHARS) || " ");
        vectors.push(...(await request(batch)));
      }
      return vectors;
    },
  };
}

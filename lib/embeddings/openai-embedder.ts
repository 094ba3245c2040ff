// An OpenAI-compatible embeddings client (OpenAI, Azure-style proxies, vLLM, Ollama, LiteLLM…):
// POST {baseUrl}/v1/embeddings with {model, input, dimensions: 384}, sent through the official
// `openai` SDK (base URL, key, per-request timeout, typed errors carrying status and headers).
// Texts go in batches. 429 and 5xx answers (and dropped connections) are retried a bounded number
// of times, honouring Retry-After, by the thin loop below with the SDK's own retries off: Lore caps
// a wait at 10 s where the SDK obeys up to 60 s, and the tests inject the clock (`sleep`), which
// the SDK cannot take. Every failure is an EmbedderError whose message names the server and the
// status but never the API key. The answer is validated here, not trusted: a compatible server
// may send any size or shape.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import type { EmbeddingCreateParams } from "openai/resources/embeddings";
import { z } from "@/lib/zod";
import { EMBEDDING_DIMENSIONS, EmbedderError, type Embedder } from "@/lib/embeddings/embedder";
import { openAiBaseUrl, openAiClient } from "@/lib/llm/openai-client";

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
  // Accept both "https://api.openai.com" and "https://api.openai.com/v1".
  return `${openAiBaseUrl(baseUrl)}/embeddings`;
}

function retryDelay(attempt: number, retryAfter: string | null | undefined): number {
  const seconds = retryAfter == null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds * 1000, 0), MAX_BACKOFF_MS);
  const date = retryAfter == null ? NaN : Date.parse(retryAfter);
  if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), MAX_BACKOFF_MS);
  return Math.min(250 * 2 ** attempt, MAX_BACKOFF_MS);
}

// The provider's error message, or its raw text when the body was not JSON.
function errorDetail(error: APIError): string {
  const message = (error.error as { message?: unknown } | undefined)?.message;
  if (typeof message === "string") return message.slice(0, 300);
  const raw = error.message.replace(/^\d{3} /, "");
  return raw === "status code (no body)" ? "" : raw.slice(0, 300);
}

// "fetch failed: ECONNREFUSED": the SDK wraps the fetch error, whose cause names the socket error.
function connectionReason(error: APIConnectionError): string {
  const fetchError = (error as { cause?: { message?: unknown; cause?: { code?: unknown } } }).cause;
  const message = typeof fetchError?.message === "string" ? fetchError.message : error.message;
  const code = fetchError?.cause?.code;
  return `${message}${typeof code === "string" ? `: ${code}` : ""}`;
}

export function createOpenAiEmbedder(config: OpenAiEmbedderConfig): Embedder {
  const host = new URL(embeddingsUrl(config.baseUrl)).host;
  const batchSize = config.batchSize ?? 64;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const maxRetries = config.maxRetries ?? 3;
  const sleep = config.sleep ?? wait;
  const client = openAiClient({ baseUrl: config.baseUrl, apiKey: config.apiKey }, { fetch: config.fetch });

  const timedOut = (cause: unknown) => new EmbedderError(`The embeddings server at ${host} did not answer within ${timeoutMs} ms.`, "TIMEOUT", { cause });

  async function request(input: string[]): Promise<number[][]> {
    const body: EmbeddingCreateParams = { model: config.model, input, dimensions: EMBEDDING_DIMENSIONS, encoding_format: "float" };
    for (let attempt = 0; ; attempt++) {
      let text: string;
      try {
        // The raw response: its body is validated below rather than trusted to the SDK's types.
        const response = await client.embeddings.create(body, { timeout: timeoutMs, maxRetries: 0 }).asResponse();
        text = await response.text();
      } catch (error) {
        if (error instanceof APIConnectionTimeoutError) throw timedOut(error);
        if (error instanceof APIConnectionError) {
          if (attempt < maxRetries) {
            await sleep(retryDelay(attempt, null));
            continue;
          }
          throw new EmbedderError(`Could not reach the embeddings server at ${host} after ${attempt + 1} attempts (${connectionReason(error)}).`, "HTTP", {
            cause: error,
          });
        }
        if (!(error instanceof APIError) || typeof error.status !== "number") throw error;
        const retryable = error.status === 429 || error.status >= 500;
        if (retryable && attempt < maxRetries) {
          await sleep(retryDelay(attempt, error.headers?.get("retry-after")));
          continue;
        }
        const detail = errorDetail(error);
        const tries = retryable ? ` after ${attempt + 1} attempts` : "";
        throw new EmbedderError(`The embeddings server at ${host} answered ${error.status}${tries}${detail ? `: ${detail}` : "."}`, "HTTP");
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new EmbedderError(`The embeddings server at ${host} sent a response that is not JSON.`, "RESPONSE");
      }
      return parse(json, input.length);
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

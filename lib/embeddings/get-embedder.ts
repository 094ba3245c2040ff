// Which embedder Lore uses, from the environment:
//   LORE_EMBEDDER=local (default)  the built-in hashed-feature embedder, no network
//   LORE_EMBEDDER=openai           an OpenAI-compatible server:
//     LORE_EMBEDDINGS_BASE_URL     e.g. https://api.openai.com (required)
//     LORE_EMBEDDINGS_MODEL        e.g. text-embedding-3-small (required)
//     LORE_EMBEDDINGS_API_KEY      sent as a Bearer token (optional for local servers)
//     LORE_EMBEDDINGS_TIMEOUT_MS   per request, default 10000
// Vectors from different embedders are not comparable: after switching, stored embeddings must be
// cleared and recomputed.
import { EmbedderError, type Embedder } from "@/lib/embeddings/embedder";
import { createLocalEmbedder } from "@/lib/embeddings/local-embedder";
import { createOpenAiEmbedder } from "@/lib/embeddings/openai-embedder";

type Env = Record<string, string | undefined>;

export function embedderFromEnv(env: Env): Embedder {
  const choice = (env.LORE_EMBEDDER ?? "local").trim().toLowerCase() || "local";
  if (choice === "local") return createLocalEmbedder();
  if (choice !== "openai") throw new EmbedderError(`LORE_EMBEDDER must be "local" or "openai", not "${env.LORE_EMBEDDER}".`, "CONFIGURATION");
  const baseUrl = env.LORE_EMBEDDINGS_BASE_URL?.trim();
  const model = env.LORE_EMBEDDINGS_MODEL?.trim();
  const missing = [!baseUrl && "LORE_EMBEDDINGS_BASE_URL", !model && "LORE_EMBEDDINGS_MODEL"].filter(Boolean);
  if (missing.length > 0 || !baseUrl || !model) throw new EmbedderError(`LORE_EMBEDDER=openai needs ${missing.join(" and ")}.`, "CONFIGURATION");
  try {
    new URL(baseUrl);
  } catch {
    throw new EmbedderError(`LORE_EMBEDDINGS_BASE_URL is not a URL: "${baseUrl}".`, "CONFIGURATION");
  }
  const timeoutMs = env.LORE_EMBEDDINGS_TIMEOUT_MS ? Number(env.LORE_EMBEDDINGS_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new EmbedderError(`LORE_EMBEDDINGS_TIMEOUT_MS must be a positive whole number of milliseconds.`, "CONFIGURATION");
  }
  return createOpenAiEmbedder({ baseUrl, model, apiKey: env.LORE_EMBEDDINGS_API_KEY || undefined, timeoutMs });
}

let cached: { key: string; embedder: Embedder } | undefined;

// The process's embedder, rebuilt only when the relevant variables change.
export function getEmbedder(): Embedder {
  const env = process.env;
  const key = [env.LORE_EMBEDDER, env.LORE_EMBEDDINGS_BASE_URL, env.LORE_EMBEDDINGS_MODEL, env.LORE_EMBEDDINGS_API_KEY, env.LORE_EMBEDDINGS_TIMEOUT_MS].join(
    "\u0000",
  );
  if (cached?.key !== key) cached = { key, embedder: embedderFromEnv(env) };
  return cached.embedder;
}

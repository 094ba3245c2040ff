import "server-only";
import type { Embedder } from "@/lib/embeddings/embedder";
import { getEmbedder } from "@/lib/embeddings/get-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";

// A search waits this long for a remote embedder before answering from full text alone.
export const QUERY_EMBEDDING_TIMEOUT_MS = 3_000;

export type EmbeddedQuery = { ok: true; vector: string; embedderId: string } | { ok: false; message: string };

// Embeds a search text for the vector ranking. Any failure (configuration, network, timeout, a
// malformed vector) is a value, logged once here, so the caller can fall back to full text.
export async function embedQuery(text: string, embedder?: Embedder, timeoutMs = QUERY_EMBEDDING_TIMEOUT_MS): Promise<EmbeddedQuery> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const chosen = embedder ?? getEmbedder();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the embedder did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const [vector] = await Promise.race([chosen.embed([text]), timeout]);
    return { ok: true, vector: toVectorLiteral(vector ?? []), embedderId: chosen.id };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[lore] search falls back to full text: ${message}`);
    return { ok: false, message };
  } finally {
    clearTimeout(timer);
  }
}

import "server-only";
import { getMemoryToEmbed } from "@/lib/dal/search/get-memory-to-embed";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { writeEmbeddings } from "@/lib/dal/search/write-embeddings";
import type { Embedder } from "@/lib/embeddings/embedder";
import { getEmbedder } from "@/lib/embeddings/get-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";

export type EmbedMemoryResult = { status: "embedded" | "no_vector_support" | "not_found" | "changed" | "embedder_failed"; message?: string };

// (Re)computes one memory's embedding, e.g. right after a proposal is accepted or merged or a
// memory is written directly. It never throws for an embedder failure: the memory keeps a NULL
// embedding, stays findable by full text, and embedPending retries it later. The vector is
// written only while the memory's text is still the text embedded.
export async function embedMemory(memoryId: string, options: { embedder?: Embedder } = {}): Promise<EmbedMemoryResult> {
  if (!(await getVectorSupport()).available) return { status: "no_vector_support" };
  const memory = await getMemoryToEmbed(memoryId);
  if (!memory) return { status: "not_found" };
  let vector: string;
  try {
    const [embedding] = await (options.embedder ?? getEmbedder()).embed([memory.body]);
    vector = toVectorLiteral(embedding ?? []);
  } catch (error) {
    console.error(`[lore] embedding memory ${memoryId} failed`, error);
    return { status: "embedder_failed", message: error instanceof Error ? error.message : String(error) };
  }
  const written = await writeEmbeddings({ kind: "memory", workspaceId: memory.workspaceId, rows: [{ id: memory.id, text: memory.body }], vectors: [vector] });
  return { status: written === 1 ? "embedded" : "changed" };
}

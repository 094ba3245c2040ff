import "server-only";
import { listPendingEmbeddings } from "@/lib/dal/search/list-pending-embeddings";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { EMBEDDING_KINDS, writeEmbeddings, type EmbeddingKind } from "@/lib/dal/search/write-embeddings";
import type { Embedder } from "@/lib/embeddings/embedder";
import { getEmbedder } from "@/lib/embeddings/get-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";

export type EmbedPendingResult = {
  // False when the database has no vector extension: nothing was (or could be) written.
  vectorSupport: boolean;
  embedderId: string | null;
  embedded: Record<EmbeddingKind, number>;
};

// Computes and stores embeddings for a workspace's rows that have none, in batches, up to
// `limit` rows in all (default: every pending row). Safe to run concurrently with itself. The
// DAL reads the pending rows and writes the vectors; the embedder runs here.
export async function embedPending(input: {
  workspaceId: string;
  kind?: EmbeddingKind;
  limit?: number;
  batchSize?: number;
  embedder?: Embedder;
  onBatch?: (kind: EmbeddingKind, embeddedSoFar: number) => void;
}): Promise<EmbedPendingResult> {
  const embedded: Record<EmbeddingKind, number> = { observation: 0, memory: 0, fact_sheet: 0 };
  if (!(await getVectorSupport()).available) return { vectorSupport: false, embedderId: null, embedded };
  const embedder = input.embedder ?? getEmbedder();
  const batchSize = input.batchSize ?? 256;
  let remaining = input.limit ?? Infinity;
  for (const kind of input.kind ? [input.kind] : EMBEDDING_KINDS) {
    let after = "";
    while (remaining > 0) {
      const rows = await listPendingEmbeddings({ kind, workspaceId: input.workspaceId, after, take: Math.min(batchSize, remaining) });
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const vectors = await embedder.embed(rows.map((r) => r.text));
      embedded[kind] += await writeEmbeddings({ kind, workspaceId: input.workspaceId, rows, vectors: vectors.map(toVectorLiteral) });
      remaining -= rows.length;
      input.onBatch?.(kind, embedded[kind]);
    }
  }
  return { vectorSupport: true, embedderId: embedder.id, embedded };
}

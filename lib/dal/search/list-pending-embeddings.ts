import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { EmbeddingKind } from "@/lib/dal/search/write-embeddings";

export type PendingEmbedding = { id: string; text: string };

// Rows of one workspace without an embedding, by id after `after` (keyset pages, so a row that
// could not be written is not read again in the same pass). Each kind has its own statement:
// table names cannot be parameters, and every statement stays a tagged template.
export function listPendingEmbeddings(input: { kind: EmbeddingKind; workspaceId: string; after: string; take: number }): Promise<PendingEmbedding[]> {
  const db = getDb();
  const { workspaceId, after, take } = input;
  if (input.kind === "observation") {
    return db.$queryRaw<PendingEmbedding[]>`SELECT id, content AS text FROM "Observation"
      WHERE "workspaceId" = ${workspaceId} AND embedding IS NULL AND id > ${after} ORDER BY id LIMIT ${take}`;
  }
  if (input.kind === "memory") {
    return db.$queryRaw<PendingEmbedding[]>`SELECT id, body AS text FROM "Memory"
      WHERE "workspaceId" = ${workspaceId} AND embedding IS NULL AND id > ${after} ORDER BY id LIMIT ${take}`;
  }
  return db.$queryRaw<PendingEmbedding[]>`SELECT id, text FROM "FactSheet"
    WHERE "workspaceId" = ${workspaceId} AND embedding IS NULL AND id > ${after} ORDER BY id LIMIT ${take}`;
}

import "server-only";
import { getDb } from "@/lib/db/prisma";

export type EmbeddingKind = "observation" | "memory" | "fact_sheet";
export const EMBEDDING_KINDS: readonly EmbeddingKind[] = ["observation", "memory", "fact_sheet"];

// Stores vectors the caller computed (lib/services/search/embed-pending.ts), as pgvector literals
// (toVectorLiteral), for rows whose text
// is still the text that was embedded: a memory edited in between keeps its NULL (the database
// clears it on edit) and is picked up on the next pass. Returns how many rows were written.
export function writeEmbeddings(input: { kind: EmbeddingKind; workspaceId: string; rows: { id: string; text: string }[]; vectors: string[] }): Promise<number> {
  const db = getDb();
  const { workspaceId } = input;
  const ids = input.rows.map((r) => r.id);
  const texts = input.rows.map((r) => r.text);
  const vectors = input.vectors;
  if (input.kind === "observation") {
    return db.$executeRaw`UPDATE "Observation" AS t SET embedding = v.embedding::vector
      FROM unnest(${ids}::text[], ${vectors}::text[]) AS v(id, embedding)
      WHERE t.id = v.id AND t."workspaceId" = ${workspaceId}`;
  }
  if (input.kind === "memory") {
    return db.$executeRaw`UPDATE "Memory" AS t SET embedding = v.embedding::vector
      FROM unnest(${ids}::text[], ${texts}::text[], ${vectors}::text[]) AS v(id, text, embedding)
      WHERE t.id = v.id AND t."workspaceId" = ${workspaceId} AND t.body = v.text`;
  }
  return db.$executeRaw`UPDATE "FactSheet" AS t SET embedding = v.embedding::vector
    FROM unnest(${ids}::text[], ${texts}::text[], ${vectors}::text[]) AS v(id, text, embedding)
    WHERE t.id = v.id AND t."workspaceId" = ${workspaceId} AND t.text = v.text`;
}

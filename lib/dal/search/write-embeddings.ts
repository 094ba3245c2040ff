import "server-only";
import { getVectorSupport } from "@/lib/dal/search/vector-support";
import { getDb } from "@/lib/db/prisma";
import type { Embedder } from "@/lib/embeddings/embedder";
import { getEmbedder } from "@/lib/embeddings/get-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";

export type EmbeddingKind = "observation" | "memory" | "fact_sheet";
export const EMBEDDING_KINDS: readonly EmbeddingKind[] = ["observation", "memory", "fact_sheet"];

type Pending = { id: string; text: string };

// Rows of one workspace without an embedding, by id after `after` (keyset pages, so a row that
// could not be written is not read again in the same pass). Each kind has its own statement:
// table names cannot be parameters, and every statement stays a tagged template.
function selectPending(kind: EmbeddingKind, workspaceId: string, after: string, take: number): Promise<Pending[]> {
  const db = getDb();
  if (kind === "observation") {
    return db.$queryRaw<Pending[]>`SELECT id, content AS text FROM "Observation"
      WHERE "workspaceId" = ${workspaceId} AND embedding IS NULL AND id > ${after} ORDER BY id LIMIT ${take}`;
  }
  if (kind === "memory") {
    return db.$queryRaw<Pending[]>`SELECT id, body AS text FROM "Memory"
      WHERE "workspaceId" = ${workspaceId} AND embedding IS NULL AND id > ${after} ORDER BY id LIMIT ${take}`;
  }
  return db.$queryRaw<Pending[]>`SELECT id, text FROM "FactSheet"
    WHERE "workspaceId" = ${workspaceId} AND embedding IS NULL AND id > ${after} ORDER BY id LIMIT ${take}`;
}

// Writes vectors for rows whose text is still the text that was embedded: a memory edited in
// between keeps its NULL (the database clears it on edit) and is picked up on the next pass.
function writeVectors(kind: EmbeddingKind, workspaceId: string, rows: Pending[], vectors: string[]): Promise<number> {
  const db = getDb();
  const ids = rows.map((r) => r.id);
  const texts = rows.map((r) => r.text);
  if (kind === "observation") {
    return db.$executeRaw`UPDATE "Observation" AS t SET embedding = v.embedding::vector
      FROM unnest(${ids}::text[], ${vectors}::text[]) AS v(id, embedding)
      WHERE t.id = v.id AND t."workspaceId" = ${workspaceId}`;
  }
  if (kind === "memory") {
    return db.$executeRaw`UPDATE "Memory" AS t SET embedding = v.embedding::vector
      FROM unnest(${ids}::text[], ${texts}::text[], ${vectors}::text[]) AS v(id, text, embedding)
      WHERE t.id = v.id AND t."workspaceId" = ${workspaceId} AND t.body = v.text`;
  }
  return db.$executeRaw`UPDATE "FactSheet" AS t SET embedding = v.embedding::vector
    FROM unnest(${ids}::text[], ${texts}::text[], ${vectors}::text[]) AS v(id, text, embedding)
    WHERE t.id = v.id AND t."workspaceId" = ${workspaceId} AND t.text = v.text`;
}

export type EmbedPendingResult = {
  // False when the database has no vector extension: nothing was (or could be) written.
  vectorSupport: boolean;
  embedderId: string | null;
  embedded: Record<EmbeddingKind, number>;
};

// Computes and stores embeddings for a workspace's rows that have none, in batches, up to
// `limit` rows in all (default: every pending row). Safe to run concurrently with itself.
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
      const rows = await selectPending(kind, input.workspaceId, after, Math.min(batchSize, remaining));
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const vectors = await embedder.embed(rows.map((r) => r.text));
      embedded[kind] += await writeVectors(kind, input.workspaceId, rows, vectors.map(toVectorLiteral));
      remaining -= rows.length;
      input.onBatch?.(kind, embedded[kind]);
    }
  }
  return { vectorSupport: true, embedderId: embedder.id, embedded };
}

export type EmbedMemoryResult = { status: "embedded" | "no_vector_support" | "not_found" | "changed" | "embedder_failed"; message?: string };

// (Re)computes one memory's embedding, e.g. right after a proposal is accepted or merged or a
// memory is written directly. It never throws for an embedder failure: the memory keeps a NULL
// embedding, stays findable by full text, and embedPending retries it later.
export async function embedMemory(memoryId: string, options: { embedder?: Embedder } = {}): Promise<EmbedMemoryResult> {
  if (!(await getVectorSupport()).available) return { status: "no_vector_support" };
  const db = getDb();
  const memory = await db.memory.findUnique({ where: { id: memoryId }, select: { id: true, workspaceId: true, body: true } });
  if (!memory) return { status: "not_found" };
  let vector: string;
  try {
    const [embedding] = await (options.embedder ?? getEmbedder()).embed([memory.body]);
    vector = toVectorLiteral(embedding ?? []);
  } catch (error) {
    console.error(`[lore] embedding memory ${memoryId} failed`, error);
    return { status: "embedder_failed", message: error instanceof Error ? error.message : String(error) };
  }
  const written = await db.$executeRaw`UPDATE "Memory" SET embedding = ${vector}::vector
    WHERE id = ${memory.id} AND "workspaceId" = ${memory.workspaceId} AND body = ${memory.body}`;
  return { status: written === 1 ? "embedded" : "changed" };
}

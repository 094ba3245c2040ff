import { EMBEDDING_DIMENSIONS } from "@/lib/embeddings/embedder";

// pgvector's text form, "[0.1,-0.2,...]", passed as one bound parameter and cast with ::vector.
// Refuses anything that is not exactly 384 finite numbers, so a bad embedder response fails
// here with a clear message rather than in the database.
export function toVectorLiteral(vector: readonly number[]): string {
  if (vector.length !== EMBEDDING_DIMENSIONS) {
    throw new RangeError(`an embedding must have ${EMBEDDING_DIMENSIONS} dimensions, not ${vector.length}`);
  }
  for (const value of vector) {
    if (!Number.isFinite(value)) throw new RangeError(`an embedding holds a non-finite value (${value})`);
  }
  return `[${vector.join(",")}]`;
}

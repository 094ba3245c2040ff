// One interface for every way Lore turns text into vectors. The database columns are
// vector(384), so every implementation must return exactly 384 numbers per text.
export const EMBEDDING_DIMENSIONS = 384;

export type Embedder = {
  // Names the model and its version: vectors from different ids are not comparable.
  id: string;
  dimensions: typeof EMBEDDING_DIMENSIONS;
  embed(texts: string[]): Promise<number[][]>;
};

export class EmbedderError extends Error {
  constructor(
    message: string,
    readonly code: "CONFIGURATION" | "HTTP" | "TIMEOUT" | "RESPONSE",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "EmbedderError";
  }
}

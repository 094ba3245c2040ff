// A run's configuration is free-form JSON (the demo writes {representation, k, retriever,
// extractor}; imports write {source, files}). The runs list shows representation and k when a
// run names them.
export function runConfigurationOf(configuration: unknown): { representation: string | null; k: number | null } {
  if (typeof configuration !== "object" || configuration === null || Array.isArray(configuration)) return { representation: null, k: null };
  const { representation, k } = configuration as { representation?: unknown; k?: unknown };
  return {
    representation: typeof representation === "string" ? representation : null,
    k: typeof k === "number" && Number.isFinite(k) ? k : null,
  };
}

// What the stage verdicts read from a run's free-form configuration JSON. A fact-sheet run names
// its representation "factsheets" (the demo, with the extractor apart) or "factsheets:NAME@VERSION"
// (lore experiment retrieval).
export type StageConfiguration = { representation: string | null; extractor: string | null; k: number | null; budget: number | null; encoding: string | null };

const positive = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);

export function stageConfigurationOf(configuration: unknown): StageConfiguration {
  if (typeof configuration !== "object" || configuration === null || Array.isArray(configuration))
    return { representation: null, extractor: null, k: null, budget: null, encoding: null };
  const { representation, extractor, k, budget, encoding } = configuration as Record<string, unknown>;
  const label = typeof representation === "string" ? representation : null;
  const named = label?.startsWith("factsheets:") ? label.slice("factsheets:".length) : null;
  return {
    representation: named !== null ? "factsheets" : label,
    extractor: typeof extractor === "string" ? extractor : named,
    k: positive(k),
    budget: positive(budget),
    encoding: typeof encoding === "string" ? encoding : null,
  };
}

const CONTEXT_KEYS = ["representation", "extractor", "retriever", "k", "budget", "encoding"] as const;

/**
 * The keys of a retrieval run's configuration that say what its reader received. A QA run or a
 * judged run that reads another run's recorded contexts copies them, so its stages are told against
 * the same k and budget as its source's.
 */
export function contextConfigurationOf(configuration: unknown): Partial<Record<(typeof CONTEXT_KEYS)[number], string | number>> {
  if (typeof configuration !== "object" || configuration === null || Array.isArray(configuration)) return {};
  const source = configuration as Record<string, unknown>;
  const kept: Partial<Record<(typeof CONTEXT_KEYS)[number], string | number>> = {};
  for (const key of CONTEXT_KEYS) {
    const value = source[key];
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) kept[key] = value;
  }
  return kept;
}

// What the stage verdicts read from a run's free-form configuration JSON. A fact-sheet run names
// its representation "factsheets" (the demo, with the extractor apart) or "factsheets:NAME@VERSION"
// (lore experiment retrieval).
export type StageConfiguration = { representation: string | null; extractor: string | null; k: number | null; budget: number | null };

const positive = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);

export function stageConfigurationOf(configuration: unknown): StageConfiguration {
  if (typeof configuration !== "object" || configuration === null || Array.isArray(configuration))
    return { representation: null, extractor: null, k: null, budget: null };
  const { representation, extractor, k, budget } = configuration as Record<string, unknown>;
  const label = typeof representation === "string" ? representation : null;
  const named = label?.startsWith("factsheets:") ? label.slice("factsheets:".length) : null;
  return {
    representation: named !== null ? "factsheets" : label,
    extractor: typeof extractor === "string" ? extractor : named,
    k: positive(k),
    budget: positive(budget),
  };
}

// The study the demo ships: the seed's table shape (original sessions top 10 and top 5 against
// fact sheets top 10, one lossy and one faithful extractor) over the demo benchmark. Its runs are
// the demo's simulated ones (a strict stand-in reader: lib/demo/simulate-runs.ts), linked as the
// study's steps, so the study page, `lore study show seed-demo` and its report work on first start.
export const DEMO_STUDY_NAME = "seed-demo";

// Each row of the study file and the demo run that fulfils it.
export const DEMO_STUDY_ROWS = [
  { label: "Sessions top 10", representation: "sessions", k: 10, run: "full-sessions@10" },
  { label: "Sessions top 5", representation: "sessions", k: 5, run: "seed-demo/sessions-top-5" },
  { label: "Fact sheets top 10 (terse-facts)", representation: "factsheets:terse-facts@1", k: 10, run: "factsheets@10" },
  { label: "Fact sheets top 10 (lore-baseline)", representation: "factsheets:lore-baseline@1", k: 10, run: "seed-demo/factsheets-lore-baseline-top-10" },
] as const;

export function demoStudyFile(benchmark: string): string {
  return [
    `name: ${DEMO_STUDY_NAME}`,
    "description: >-",
    "  The experiment Lore is built on, on the demo benchmark: what the reader loses when it reads",
    "  fact sheets instead of the original sessions. The reader is the demo's strict stand-in",
    "  (it answers only from details that survive in what was retrieved), so the figures are",
    "  computed from the data, not chosen.",
    `benchmark: ${benchmark}`,
    "factors:",
    '  representation: [sessions, "factsheets:terse-facts@1", "factsheets:lore-baseline@1"]',
    "  retriever: hybrid",
    "  k: [10, 5]",
    "  reader: demo-reader",
    "  judge: demo-judge",
    "  judgeProtocol: lore",
    "runs:",
    ...DEMO_STUDY_ROWS.map((row) => `  - { label: "${row.label}", representation: "${row.representation}", k: ${row.k} }`),
    "fixed: [reader, judge, judgeProtocol, retriever, questions]",
    `baseline: "${DEMO_STUDY_ROWS[0].label}"`,
    "",
  ].join("\n");
}

import type { StudyReport, StudyRow, StudySettings } from "@/lib/studies/study-report";

// A study shaped like the seed experiment: original sessions top 10 (the baseline) and top 5,
// extracted fact sheets top 10, the typed and the static reader prompt, and one set-up still
// pending (every figure null), for the renderers' tests.
const SETTINGS: StudySettings = {
  representation: "sessions",
  retriever: "hybrid",
  k: 10,
  budget: null,
  reader: "gpt-4o-mini",
  prompt: "typed",
  judge: "gpt-4o",
  judgeProtocol: "lore",
};

function row(over: Partial<StudyRow> & Pick<StudyRow, "label" | "evidence">): StudyRow {
  return {
    settings: SETTINGS,
    status: "done",
    retrievalRun: { id: `run-${over.label}`, name: `study-seed-${over.label}` },
    qaRun: { id: `run-${over.label}`, name: `study-seed-${over.label}` },
    n: 500,
    judged: 500,
    correct: 400,
    accuracy: 0.8,
    accuracyInterval: { lo: 0.763, hi: 0.833 },
    readerTokensMean: 28_123.6,
    recallK: 10,
    recall: 0.952,
    evidenceCoverage: 0.871,
    answerInContext: 0.9,
    costUsd: 4.21,
    costPerQuestionUsd: 0.00842,
    baseline: false,
    onFrontier: false,
    vsBaseline: null,
    ...over,
  };
}

const vs = (onlyBaseline: number, onlyThis: number, p: number, delta: number, label: string): StudyRow["vsBaseline"] => ({
  paired: 500,
  onlyBaseline,
  onlyThis,
  mcnemarP: p,
  delta,
  bootstrap: { lo: delta - 0.03, hi: delta + 0.03, resamples: 2000, seed: 7 },
  flipsHref: `/runs/compare?runs=run-sessions-top10,run-${label}`,
});

export function studyReportFixture(over: { labels?: Partial<Record<number, string>> } = {}): StudyReport {
  const rows: StudyRow[] = [
    row({ label: "sessions-top10", evidence: "Original sessions, top 10 (typed prompt)", baseline: true, correct: 439, accuracy: 0.878, onFrontier: true }),
    row({
      label: "sessions-top5",
      evidence: "Original sessions, top 5 (typed prompt)",
      settings: { ...SETTINGS, k: 5 },
      recallK: 5,
      correct: 421,
      accuracy: 0.842,
      accuracyInterval: { lo: 0.807, hi: 0.872 },
      readerTokensMean: 14_020,
      recall: 0.894,
      evidenceCoverage: 0.78,
      costUsd: 2.3,
      costPerQuestionUsd: 0.0046,
      onFrontier: true,
      vsBaseline: vs(31, 13, 0.0096, -0.036, "sessions-top5"),
    }),
    row({
      label: "factsheets-top10",
      evidence: "Extracted fact sheets, top 10 (typed prompt)",
      settings: { ...SETTINGS, representation: "factsheets:facts@1" },
      correct: 372,
      accuracy: 0.744,
      accuracyInterval: { lo: 0.704, hi: 0.78 },
      readerTokensMean: 2_812,
      recall: 0.931,
      evidenceCoverage: 0.642,
      costUsd: 0.71,
      costPerQuestionUsd: 0.00142,
      onFrontier: true,
      vsBaseline: vs(88, 21, 0.00001, -0.134, "factsheets-top10"),
    }),
    row({
      label: "sessions-top10-static",
      evidence: "Original sessions, top 10 (static prompt)",
      settings: { ...SETTINGS, prompt: "static" },
      correct: 430,
      accuracy: 0.86,
      accuracyInterval: { lo: 0.826, hi: 0.888 },
      readerTokensMean: 27_990,
      vsBaseline: vs(20, 11, 0.15, -0.018, "sessions-top10-static"),
    }),
    row({
      label: "factsheets-top10-static",
      evidence: "Extracted fact sheets, top 10 (static prompt)",
      settings: { ...SETTINGS, representation: "factsheets:facts@1", prompt: "static" },
      status: "pending",
      retrievalRun: null,
      qaRun: null,
      n: 0,
      judged: 0,
      correct: 0,
      accuracy: null,
      accuracyInterval: null,
      readerTokensMean: null,
      recall: null,
      evidenceCoverage: null,
      answerInContext: null,
      costUsd: null,
      costPerQuestionUsd: null,
    }),
  ];
  for (const [index, label] of Object.entries(over.labels ?? {})) if (label !== undefined) rows[Number(index)]!.label = label;
  return {
    study: {
      id: "study-1",
      name: "seed-demo",
      description: "The seed experiment: what the reader gets, and what it costs.",
      status: "running",
      baseline: rows[0]!.label,
      createdAt: "2026-12-01T10:00:00.000Z",
      updatedAt: "2026-12-01T11:30:00.000Z",
      file: { name: "seed-demo.study.yaml", text: "name: seed-demo\nbenchmark: longmemeval_s\nbaseline: sessions-top10\n" },
    },
    benchmark: { name: "longmemeval_s", questions: 500, fingerprint: "3f1c9a0d5b7e2c4a8f6d1e0b9c7a5d3e1f2a4b6c8d0e9f7a5c3b1d2e4f6a8c0b" },
    judgeProtocol: "lore",
    fixed: [
      { setting: "reader", value: "gpt-4o-mini" },
      { setting: "judge", value: "gpt-4o (lore protocol)" },
      { setting: "retriever", value: "hybrid" },
    ],
    varied: ["representation", "k", "prompt"],
    software: { lore: "0.16.0", node: "v22.11.0", postgres: "PostgreSQL 15.8" },
    progress: { runsDone: 4, runsTotal: 5, questionsDone: 2000, questionsTotal: 2500 },
    rows,
    commands: ["lore import longmemeval ../shared/data/longmemeval/longmemeval_s.json", "lore study run seed-demo.study.yaml"],
    generatedAt: "2026-12-01T12:00:00.000Z",
  };
}

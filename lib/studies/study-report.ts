// What a study's page, `lore study show --json` and the shareable report all present: one row per
// set-up (the seed's table), the settings held fixed, where the data came from and how to
// reproduce it. Built by lib/services/studies/load-study-report.ts; rendered by components/studies
// and lib/studies/render-study-report-*.ts. Plain data (dates as ISO strings), so it crosses to
// the browser and into a file unchanged.

export type StudySettings = {
  // "sessions", "memories" or "factsheets:NAME@VERSION".
  representation: string;
  retriever: "hybrid" | "fulltext" | "vector";
  k: number;
  // Reader context budget in tokens; null: the k records whole.
  budget: number | null;
  // Null in a retrieval-only study (no reader, no judge).
  reader: string | null;
  prompt: "typed" | "static" | null;
  judge: string | null;
  // "lore" or "official" as the file names it; the resolved protocol id is StudyReport.judgeProtocol.
  judgeProtocol: "lore" | "official" | null;
};

export type Interval = { lo: number; hi: number };

export type StudyRunLink = { id: string; name: string };

export type StudyRowStatus = "done" | "running" | "pending" | "failed";

export type StudyRow = {
  // Stable within a study: the set-up's label as the file gives it or as the plan names it.
  label: string;
  // The seed's first column, in words: "Original sessions, top 10 (typed prompt)".
  evidence: string;
  settings: StudySettings;
  status: StudyRowStatus;
  // The run that produced retrieval figures and the run that produced answers (the same QA run
  // carries both in a study with a reader); null until it exists.
  retrievalRun: StudyRunLink | null;
  qaRun: StudyRunLink | null;
  // Questions with a result, and of those, judged and correct.
  n: number;
  judged: number;
  correct: number;
  accuracy: number | null;
  accuracyInterval: Interval | null;
  readerTokensMean: number | null;
  // Session recall_any at the set-up's own k (abstention questions excluded), and the k.
  recallK: number;
  recall: number | null;
  evidenceCoverage: number | null;
  // Share of questions whose gold answer text reached the reader.
  answerInContext: number | null;
  // US dollars, reader plus judge, over the whole run; per question alongside.
  costUsd: number | null;
  costPerQuestionUsd: number | null;
  baseline: boolean;
  // On the cost-quality Pareto frontier (reader tokens per question against accuracy).
  onFrontier: boolean;
  // Paired against the baseline row over the questions both answered; null for the baseline, or
  // when either side has no judged answers.
  vsBaseline: {
    paired: number;
    // Correct only in the baseline / only in this row.
    onlyBaseline: number;
    onlyThis: number;
    // Exact two-sided McNemar p-value.
    mcnemarP: number;
    // This row's accuracy minus the baseline's, with a paired bootstrap 95% interval.
    delta: number;
    bootstrap: { lo: number; hi: number; resamples: number; seed: number } | null;
    // The compare page listing the per-question flips.
    flipsHref: string;
  } | null;
};

export type StudyReport = {
  study: {
    id: string;
    name: string;
    description: string | null;
    status: "planned" | "running" | "completed" | "failed";
    baseline: string;
    createdAt: string;
    updatedAt: string;
    // The study file as it was given (its text), so the report can show it and `lore study run` can take it again.
    file: { name: string; text: string };
  };
  benchmark: {
    name: string;
    questions: number;
    // sha256 over the benchmark's questions (ids, types, questions, answers, answer sessions, haystacks).
    fingerprint: string;
  };
  // The resolved judge protocol id ("lore" or "longmemeval-official@<sha256 prefix>"), null without a judge.
  judgeProtocol: string | null;
  // Settings every row shares, as the file names them ("reader", "judge", ...), with their value in words.
  fixed: { setting: string; value: string }[];
  // Settings that differ between rows.
  varied: string[];
  // postgres: the server and its version, "PostgreSQL 18.6".
  software: { lore: string; node: string; postgres: string | null };
  progress: { runsDone: number; runsTotal: number; questionsDone: number; questionsTotal: number };
  rows: StudyRow[];
  // Shell commands that reproduce the study from scratch (import, extract, study run).
  commands: string[];
  generatedAt: string;
};

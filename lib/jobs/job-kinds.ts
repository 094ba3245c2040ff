import { z } from "@/lib/zod";

// The kinds of job Lore runs, their payloads (validated when a handler picks one up, since a
// payload outlives the code that wrote it) and the unit their progress counts.

export const extractJobPayloadSchema = z.object({
  // Null: every session of the workspace.
  benchmarkId: z.string().nullable(),
  extractor: z.object({ name: z.string(), version: z.string() }),
  provider: z.enum(["offline", "openai"]),
});

export const importJobPayloadSchema = z
  .object({
    benchmark: z.string().min(1),
    // An upload stored in the database (any worker can read it), with the user's file name.
    uploadId: z.string().min(1).optional(),
    filename: z.string().min(1).optional(),
    // Or files or folders on the worker's disk (jobs queued before uploads moved to the database).
    paths: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((p) => Boolean(p.uploadId) !== Boolean(p.paths), "name either an upload or paths");

// A run file (answers and, optionally, judge verdicts) uploaded through POST /api/v1/runs/import.
export const importRunJobPayloadSchema = z.object({
  benchmark: z.string().min(1),
  name: z.string().min(1),
  // The stored upload (in the database; `path` on the worker's disk for jobs queued before
  // uploads moved there), and the name the client gave it (shown in errors).
  uploadId: z.string().min(1).optional(),
  path: z.string().min(1).optional(),
  filename: z.string().min(1),
  // Optionally a second upload: the judge log (evaluate_qa.py output) of a hypotheses file, as `lore import run --eval`.
  evalUploadId: z.string().min(1).optional(),
  evalFilename: z.string().min(1).optional(),
  reader: z.string().optional(),
  judge: z.string().optional(),
  notes: z.string().optional(),
});

export const retrievalJobPayloadSchema = z.object({
  benchmarkId: z.string().min(1),
  name: z.string().min(1).max(200),
  representation: z.union([
    z.object({ kind: z.literal("sessions") }),
    z.object({ kind: z.literal("factsheets"), extractorId: z.string().min(1), label: z.string() }),
    z.object({ kind: z.literal("memories") }),
  ]),
  retriever: z.enum(["hybrid", "fulltext", "vector"]),
  k: z.number().int().min(1).max(200),
  budget: z.number().int().min(1).nullable(),
  encoding: z.enum(["o200k_base", "cl100k_base"]),
});

// `lore experiment qa` from a run's page: a reader answers from the retrieval run's recorded
// contexts, a judge grades the answers, into a new QA run (resumed when queued again by name).
export const qaExperimentJobPayloadSchema = z.object({
  fromRunId: z.string().min(1),
  fromRun: z.string().min(1),
  name: z.string().min(1).max(200),
  reader: z.string().min(1).max(200),
  judge: z.string().min(1).max(200),
  prompt: z.enum(["typed", "static"]),
});

// `lore judge RUN --judge MODEL` from a run's page: the run's hypotheses judged into a new run.
export const judgeRunJobPayloadSchema = z.object({
  runId: z.string().min(1),
  run: z.string().min(1),
  benchmark: z.string().min(1),
  name: z.string().min(1).max(200),
  judge: z.string().min(1).max(200),
});

// A study's planned runs (lib/services/studies/run-study-steps.ts); `runner` marks one the CLI runs itself.
export const studyJobPayloadSchema = z.object({ studyId: z.string().min(1), runner: z.literal("in-process").optional() });

export type ExtractJobPayload = z.infer<typeof extractJobPayloadSchema>;
export type RetrievalJobPayload = z.infer<typeof retrievalJobPayloadSchema>;
export type ImportJobPayload = z.infer<typeof importJobPayloadSchema>;
export type ImportRunJobPayload = z.infer<typeof importRunJobPayloadSchema>;
export type QaExperimentJobPayload = z.infer<typeof qaExperimentJobPayloadSchema>;
export type JudgeRunJobPayload = z.infer<typeof judgeRunJobPayloadSchema>;

export const JOB_KINDS = {
  extract: { label: "Extract fact sheets", unit: "sessions" },
  "import-longmemeval": { label: "Import LongMemEval", unit: "KB" },
  "retrieval-experiment": { label: "Retrieval experiment", unit: "questions" },
  "import-run": { label: "Import run", unit: "files" },
  study: { label: "Study", unit: "questions" },
  "qa-experiment": { label: "QA experiment", unit: "questions" },
  "judge-run": { label: "Judge run", unit: "questions" },
} as const;

export type JobKind = keyof typeof JOB_KINDS;

export const isJobKind = (value: string): value is JobKind => value in JOB_KINDS;

import { z } from "@/lib/zod";
import { benchmarkNameField } from "@/lib/schemas/import";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";
import { workspaceId } from "@/lib/schemas/workspace";

const id = z.string().min(1).max(64).refine(isStorableText, STORABLE_TEXT_MESSAGE);

export const RUN_SORTS = ["created", "name", "benchmark", "n", "accuracy", "tokens", "recall", "coverage"] as const;
export type RunSort = (typeof RUN_SORTS)[number];

const optionalText = z
  .string()
  .trim()
  .max(200)
  .refine(isStorableText)
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

// The runs list's filters and order, as they appear in the URL.
export const runListQuerySchema = z.object({
  benchmark: optionalText,
  kind: z.enum(["imported", "retrieval", "qa"]).optional().catch(undefined),
  tag: optionalText,
  archived: z.enum(["active", "archived", "all"]).catch("active").default("active"),
  sort: z.enum(RUN_SORTS).catch("created").default("created"),
  dir: z.enum(["asc", "desc"]).catch("desc").default("desc"),
});
export type RunListQuery = {
  benchmark?: string;
  kind?: "imported" | "retrieval" | "qa";
  tag?: string;
  archived: "active" | "archived" | "all";
  sort: RunSort;
  dir: "asc" | "desc";
};

export const runRefSchema = z.object({ workspaceId, runId: id });

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40, "Keep a tag under 40 characters.")
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._:=@/+-]*$/u, "A tag is letters, digits, spaces and . _ : = @ / + - (starting with a letter or digit).");

// Tags replace the run's tags as a whole; duplicates are dropped and the order kept.
export const tagRunSchema = z.object({
  workspaceId,
  runId: id,
  tags: z
    .array(tag)
    .max(20, "A run takes at most 20 tags.")
    .transform((tags) => [...new Set(tags)]),
});

export const MAX_COMPARED_RUNS = 6;

// /runs/compare?runs=a,b[,c]: the first run is the baseline every other is compared with.
export const compareQuerySchema = z.object({
  runs: z
    .string()
    .max(1000)
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(id).min(2, "Pick at least two runs.").max(MAX_COMPARED_RUNS, `Compare at most ${MAX_COMPARED_RUNS} runs at a time.`)),
  k: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(10)]))
    .catch(10)
    .default(10),
});

// A run import's fields, one definition for every entry point that takes them: the Jobs page's
// upload, `lore import run` and (with the same limits, spelled for its OpenAPI document) POST
// /api/v1/runs/import. An empty reader, judge or notes means "none", as a form's empty field does.
const runText = (max: number) => z.string().trim().min(1).max(max).refine(isStorableText, STORABLE_TEXT_MESSAGE);
const optionalRunText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isStorableText, STORABLE_TEXT_MESSAGE)
    .optional()
    .transform((v) => v || undefined);
export const RUN_NOTES_MAX = 2000;
export const runImportFields = {
  benchmark: benchmarkNameField,
  name: z.string().trim().min(1, "Name the run.").max(200).refine(isStorableText, STORABLE_TEXT_MESSAGE),
  reader: optionalRunText(200),
  judge: optionalRunText(200),
  notes: optionalRunText(RUN_NOTES_MAX),
};

// lib/services/runs/queue-run-import.ts (POST /api/v1/runs/import): a run file sent as text.
export const MAX_RUN_FILE_CHARS = 50_000_000;
export const queueRunImportInput = z.object({
  benchmark: runText(100).describe("The benchmark the run answers (created when new)."),
  name: runText(200).describe("The run's name; importing the same name again replaces that run."),
  filename: runText(255).describe("The file's name, e.g. answers.jsonl (shown in errors)."),
  content: z
    .string()
    .min(1)
    .max(MAX_RUN_FILE_CHARS)
    .refine(isStorableText, STORABLE_TEXT_MESSAGE)
    .describe("The run file: a JSON array, an object or JSON Lines with question_id and hypothesis (and a judge's label)."),
  reader: runText(200).optional().describe("The model that answered."),
  judge: runText(200).optional().describe("The model that judged; by default the one the file names."),
  notes: runText(RUN_NOTES_MAX).optional(),
});

// The query of POST /api/imports/runs (the Jobs page's "Import a run" form); the request body is the run file itself.
export const uploadRunImportQuerySchema = z.object({
  workspace: z.string().min(1, "Name the workspace.").max(64),
  benchmark: runImportFields.benchmark,
  name: runImportFields.name,
  filename: z.string().trim().min(1, "Name the file.").max(255),
  // "eval": store the judge log of a hypotheses file and answer its upload id, queueing nothing;
  // the hypotheses file then names it as `evalUpload`.
  part: z.enum(["run", "eval"]).default("run"),
  evalUpload: z.string().max(200).optional(),
  reader: runImportFields.reader,
  judge: runImportFields.judge,
  notes: runImportFields.notes,
});

// lib/services/runs/queue-uploaded-run-import.ts: a run file already stored as an upload.
export const queueUploadedRunImportInput = z.object({
  ...runImportFields,
  uploadId: z.string().min(1).max(200),
  evalUploadId: z.string().min(1).max(200).optional(),
});

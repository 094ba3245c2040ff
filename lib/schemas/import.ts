import { z } from "@/lib/zod";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "@/lib/schemas/storable-text";

// A benchmark's name as every importer takes it (the Jobs page's forms, `lore import longmemeval`,
// `lore import run`, POST /api/v1/runs/import), so each refuses the same names.
export const benchmarkNameField = z.string().trim().min(1, "Name the benchmark.").max(100).refine(isStorableText, STORABLE_TEXT_MESSAGE);

// An uploaded file's id: the name Lore gave it in the workspace's upload folder (no path parts).
export const uploadIdSchema = z.string().regex(/^\d{13}-[0-9a-f]{8}-[\w.-]{1,120}$/, "Not an upload id.");

// The query of POST /api/imports; the request body is the file itself.
export const uploadImportQuerySchema = z.object({
  workspace: z.string().min(1, "Name the workspace.").max(64),
  benchmark: benchmarkNameField,
  filename: z.string().trim().min(1, "Name the file.").max(255),
});

export const queueLongMemEvalImportSchema = z.object({
  workspaceId: z.string().min(1).max(64),
  benchmark: benchmarkNameField,
  uploadId: uploadIdSchema,
});

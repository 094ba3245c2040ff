import { z } from "@/lib/zod";
import { extractorSpecSchema } from "@/lib/schemas/fact-sheet";

export const extractFactSheetsSchema = z.object({
  workspaceId: z.string().min(1),
  benchmarkId: z.string().min(1, "choose a benchmark"),
  extractor: extractorSpecSchema,
  // Left out: offline for lore-baseline, else the OpenAI-compatible provider when configured.
  provider: z.enum(["offline", "openai"], "choose the provider: offline or openai").optional(),
});

export const cancelJobSchema = z.object({
  workspaceId: z.string().min(1),
  jobId: z.string().min(1),
});

export const jobsQuerySchema = z.object({ workspace: z.string().min(1) });

export type ExtractFactSheetsInput = z.input<typeof extractFactSheetsSchema>;

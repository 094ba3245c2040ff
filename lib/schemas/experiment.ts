import { z } from "@/lib/zod";

export const startRetrievalExperimentSchema = z.object({
  workspaceId: z.string().min(1).max(64),
  benchmarkId: z.string().min(1).max(64),
  name: z.string().trim().min(1, "Name the run.").max(200),
  // "sessions", "memories" (the workspace's active memories), or the id of an extractor whose
  // fact sheets are searched.
  representation: z.string().min(1).max(64),
  retriever: z.enum(["hybrid", "fulltext", "vector"]),
  k: z.coerce.number().int().min(1, "k is at least 1.").max(200),
  budget: z.coerce.number().int().min(1).max(2_000_000).nullable().optional(),
});

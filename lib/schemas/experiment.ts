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

const model = (what: string) => z.string().trim().min(1, `Name the ${what} model.`).max(200, `Keep the ${what} model's name under 200 characters.`);
const runName = z
  .string()
  .trim()
  .max(200, "Keep the run's name under 200 characters.")
  .optional()
  .transform((v) => v || undefined);

// lib/services/runs/start-qa-experiment.ts: `lore experiment qa` from a retrieval run's page.
export const startQaExperimentInput = z.object({
  runId: z.string().min(1).max(64),
  reader: model("reader"),
  judge: model("judge"),
  prompt: z.enum(["typed", "static"]),
  name: runName,
});

// lib/services/runs/start-judge-run.ts: `lore judge RUN --judge MODEL` from a run's page.
export const startJudgeRunInput = z.object({
  runId: z.string().min(1).max(64),
  judge: model("judge"),
  name: runName,
});

// The HTTP API's bodies for the same two starts (POST /api/v1/runs/{id}/judge and .../qa): the
// run is the path's id, the rest is the same schema the run page's actions validate with.
export const judgeRunRequest = startJudgeRunInput.omit({ runId: true });
export const qaExperimentRequest = startQaExperimentInput.omit({ runId: true });

import "server-only";
import { getDb } from "@/lib/db/prisma";

// How many of the run's results carry an answer (a hypothesis) a judge can grade, and how many
// have the reader context a QA experiment reads from.
export async function countRunHypotheses(input: { workspaceId: string; runId: string }): Promise<{ hypotheses: number; contexts: number; results: number }> {
  const where = { runId: input.runId, run: { workspaceId: input.workspaceId } };
  const [hypotheses, contexts, results] = await Promise.all([
    getDb().runResult.count({ where: { ...where, hypothesis: { not: null } } }),
    getDb().runResult.count({ where: { ...where, readerContext: { not: null } } }),
    getDb().runResult.count({ where }),
  ]);
  return { hypotheses, contexts, results };
}

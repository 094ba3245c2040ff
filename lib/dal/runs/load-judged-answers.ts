import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { JudgedAnswer } from "@/lib/runs/judge-pair-agreement";

// The judged answers of some runs, by run, for judge-against-judge agreement on the compare page.
// Scoped by workspace.
export async function loadJudgedAnswers(input: { workspaceId: string; runIds: string[] }): Promise<Map<string, JudgedAnswer[]>> {
  const rows = await getDb().runResult.findMany({
    where: { runId: { in: input.runIds }, run: { workspaceId: input.workspaceId }, correct: { not: null } },
    select: { runId: true, questionExternalId: true, hypothesis: true, correct: true },
  });
  const out = new Map<string, JudgedAnswer[]>(input.runIds.map((id) => [id, []]));
  for (const { runId, ...answer } of rows) out.get(runId)?.push(answer);
  return out;
}

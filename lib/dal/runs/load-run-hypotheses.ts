import "server-only";
import { getDb } from "@/lib/db/prisma";

// Every answered question of a run, with the benchmark question a judge grades it against
// (null when the run names a question the benchmark does not hold).
export async function loadRunHypotheses(input: { workspaceId: string; runId: string }) {
  const run = await getDb().run.findFirst({
    where: { id: input.runId, workspaceId: input.workspaceId },
    select: {
      id: true,
      name: true,
      benchmarkId: true,
      reader: true,
      configuration: true,
      results: {
        where: { hypothesis: { not: null } },
        orderBy: { questionExternalId: "asc" },
        select: {
          questionExternalId: true,
          questionType: true,
          hypothesis: true,
          readerInputTokens: true,
          readerContext: true,
          retrieved: true,
          evidenceCoverage: true,
          answerInContext: true,
          question: { select: { id: true, type: true, text: true, answer: true, isAbstention: true } },
        },
      },
    },
  });
  return run;
}

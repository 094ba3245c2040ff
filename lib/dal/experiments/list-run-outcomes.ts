import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listRunOutcomes(runId: string) {
  return getDb().runResult.findMany({
    where: { runId },
    select: { questionExternalId: true, questionType: true, correct: true, readerInputTokens: true, judgeOutput: true },
  });
}

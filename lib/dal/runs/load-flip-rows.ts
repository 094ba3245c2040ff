import "server-only";
import { getDb } from "@/lib/db/prisma";

// What the flipped questions of a comparison show beyond their results: each run's answer (and
// the reader's context, when a run had a token budget) and the questions' text, scoped by
// workspace.
export async function loadFlipRows(input: { workspaceId: string; runIds: string[]; externalIds: string[]; questionIds: string[]; withContext: boolean }) {
  const db = getDb();
  const [answers, texts] = await Promise.all([
    db.runResult.findMany({
      where: { runId: { in: input.runIds }, run: { workspaceId: input.workspaceId }, questionExternalId: { in: input.externalIds } },
      select: { runId: true, questionExternalId: true, hypothesis: true, readerContext: input.withContext },
    }),
    db.question.findMany({
      where: { id: { in: input.questionIds }, benchmark: { workspaceId: input.workspaceId } },
      select: { id: true, text: true },
    }),
  ]);
  return { answers, texts };
}

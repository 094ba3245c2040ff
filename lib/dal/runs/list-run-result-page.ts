import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { PageCursor } from "@/lib/utils/page-cursor";

// Up to `take` results of a run of the workspace after the cursor, by question id (unique within
// a run, so the order is stable). Empty when the run is not in the workspace.
export async function listRunResultPage(input: { workspaceId: string; runId: string; cursor?: PageCursor; take: number }) {
  const { cursor } = input;
  return getDb().runResult.findMany({
    where: {
      runId: input.runId,
      run: { workspaceId: input.workspaceId },
      ...(cursor ? { OR: [{ questionExternalId: { gt: cursor.key } }, { questionExternalId: cursor.key, id: { gt: cursor.id } }] } : {}),
    },
    orderBy: [{ questionExternalId: "asc" }, { id: "asc" }],
    take: input.take,
    select: {
      id: true,
      questionId: true,
      questionExternalId: true,
      questionType: true,
      hypothesis: true,
      correct: true,
      readerInputTokens: true,
      evidenceCoverage: true,
      answerInContext: true,
    },
  });
}

import "server-only";
import { getDb } from "@/lib/db/prisma";

// A study of the workspace by id or name, with its steps.
export async function findStudy(input: { workspaceId: string; study: string }) {
  return getDb().study.findFirst({
    where: { workspaceId: input.workspaceId, OR: [{ id: input.study }, { name: input.study }] },
    include: {
      benchmark: { select: { id: true, name: true } },
      workspace: { select: { isDemo: true } },
      steps: {
        select: { hash: true, kind: true, runName: true, runId: true, status: true, reused: true, error: true, run: { select: { id: true, name: true } } },
      },
    },
  });
}

export type FoundStudy = NonNullable<Awaited<ReturnType<typeof findStudy>>>;

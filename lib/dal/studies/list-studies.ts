import "server-only";
import { getDb } from "@/lib/db/prisma";

// The workspace's studies, newest first, with how many of their steps are done.
export async function listStudies(input: { workspaceId: string; limit?: number }) {
  const studies = await getDb().study.findMany({
    where: { workspaceId: input.workspaceId },
    orderBy: { createdAt: "desc" },
    take: input.limit ?? 50,
    select: {
      id: true,
      name: true,
      description: true,
      status: true,
      problem: true,
      createdAt: true,
      updatedAt: true,
      benchmark: { select: { name: true } },
      steps: { select: { status: true } },
    },
  });
  return studies.map(({ steps, ...study }) => ({ ...study, stepsDone: steps.filter((s) => s.status === "done").length, stepsTotal: steps.length }));
}

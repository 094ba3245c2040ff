import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listQuestions(input: { workspaceId: string; type?: string; take?: number }) {
  return getDb().question.findMany({
    where: { benchmark: { workspaceId: input.workspaceId }, ...(input.type ? { type: input.type } : {}) },
    orderBy: [{ benchmark: { name: "asc" } }, { externalId: "asc" }],
    take: input.take ?? 200,
    select: {
      id: true,
      externalId: true,
      type: true,
      text: true,
      answer: true,
      isAbstention: true,
      benchmark: { select: { name: true } },
      _count: { select: { evidenceTurns: true, haystack: true } },
    },
  });
}

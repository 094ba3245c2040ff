import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

// A page of the workspace's benchmark questions, filtered by benchmark, type and abstention.
export async function listQuestions(input: {
  workspaceId: string;
  benchmarkId?: string;
  type?: string;
  abstention?: "only" | "exclude";
  take?: number;
  skip?: number;
}) {
  const where: Prisma.QuestionWhereInput = {
    benchmark: { workspaceId: input.workspaceId, ...(input.benchmarkId ? { id: input.benchmarkId } : {}) },
    ...(input.type ? { type: input.type } : {}),
    ...(input.abstention ? { isAbstention: input.abstention === "only" } : {}),
  };
  const db = getDb();
  const [total, questions] = await Promise.all([
    db.question.count({ where }),
    db.question.findMany({
      where,
      orderBy: [{ benchmark: { name: "asc" } }, { externalId: "asc" }],
      take: input.take ?? 200,
      skip: input.skip ?? 0,
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
    }),
  ]);
  return { total, questions };
}

export type QuestionListRow = Awaited<ReturnType<typeof listQuestions>>["questions"][number];

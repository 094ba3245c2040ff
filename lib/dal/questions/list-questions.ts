import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { QuestionSort } from "@/lib/questions/question-list-query";
import type { SortDirection } from "@/lib/utils/table-sort";

// Each sortable column mapped to a fixed orderBy: the URL's sort only picks an entry. Ties fall
// back to the benchmark and the question id.
const ORDER: Record<QuestionSort, (dir: SortDirection) => Prisma.QuestionOrderByWithRelationInput[]> = {
  question: (dir) => [{ benchmark: { name: dir } }, { externalId: dir }],
  type: (dir) => [{ type: dir }],
  answer: (dir) => [{ answer: dir }],
  evidence: (dir) => [{ evidenceTurns: { _count: dir } }],
  haystack: (dir) => [{ haystack: { _count: dir } }],
};

// A page of the workspace's benchmark questions, filtered by benchmark, type and abstention and sorted by one column.
export async function listQuestions(input: {
  workspaceId: string;
  benchmarkId?: string;
  type?: string;
  abstention?: "only" | "exclude";
  take?: number;
  skip?: number;
  /** Over every matching question, before the page is cut; the default is benchmark, then id. */
  sort?: QuestionSort;
  dir?: SortDirection;
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
      orderBy: [...ORDER[input.sort ?? "question"](input.dir ?? "asc"), { benchmark: { name: "asc" } }, { externalId: "asc" }, { id: "asc" }],
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

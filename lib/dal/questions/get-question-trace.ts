import "server-only";
import { getDb } from "@/lib/db/prisma";

// Everything the question page traces for one question of the workspace: the question, its
// evidence turns, the sessions holding them (every turn, and every fact sheet derived from
// them), and each run's result for it. Null when the question is not in the workspace.
export async function getQuestionTrace(input: { workspaceId: string; questionId: string }) {
  const { workspaceId, questionId } = input;
  const db = getDb();
  const question = await db.question.findFirst({
    where: { id: questionId, benchmark: { workspaceId } },
    select: {
      id: true,
      externalId: true,
      type: true,
      text: true,
      answer: true,
      questionDate: true,
      isAbstention: true,
      answerSessionIds: true,
      benchmark: { select: { id: true, name: true } },
      evidenceTurns: {
        where: { observation: { workspaceId } },
        select: { observationId: true },
      },
      results: {
        where: { run: { workspaceId } },
        orderBy: [{ run: { createdAt: "asc" } }, { run: { name: "asc" } }],
        select: {
          retrieved: true,
          evidenceCoverage: true,
          answerInContext: true,
          hypothesis: true,
          correct: true,
          judgeOutput: true,
          readerInputTokens: true,
          readerContext: true,
          run: { select: { id: true, name: true, configuration: true, judge: true, archivedAt: true } },
        },
      },
    },
  });
  if (!question) return null;
  const { evidenceTurns, results, ...rest } = question;
  // A run without any verdict (retrieval only) says so on its answer stage.
  const runIds = [...new Set(results.map((r) => r.run.id))];
  const judged = runIds.length
    ? await db.runResult.groupBy({ by: ["runId"], where: { runId: { in: runIds }, run: { workspaceId }, correct: { not: null } }, _count: { _all: true } })
    : [];
  const judgedIds = new Set(judged.map((j) => j.runId));
  const unjudgedRunIds = runIds.filter((id) => !judgedIds.has(id));
  const evidenceIds = evidenceTurns.map((e) => e.observationId);
  const sessions = evidenceIds.length
    ? await db.session.findMany({
        where: { workspaceId, observations: { some: { id: { in: evidenceIds } } } },
        orderBy: [{ date: "asc" }, { externalId: "asc" }],
        select: {
          id: true,
          externalId: true,
          dateText: true,
          observations: { where: { workspaceId }, orderBy: { position: "asc" }, select: { id: true, position: true, role: true, content: true } },
          factSheets: {
            where: { workspaceId },
            orderBy: [{ extractor: { name: "asc" } }, { extractor: { version: "asc" } }],
            select: { text: true, extractor: { select: { id: true, name: true, version: true } } },
          },
        },
      })
    : [];
  return { question: rest, evidenceTurnIds: evidenceIds, sessions, results, unjudgedRunIds };
}

export type QuestionTraceData = NonNullable<Awaited<ReturnType<typeof getQuestionTrace>>>;

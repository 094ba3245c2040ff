import "server-only";
import { getDb } from "@/lib/db/prisma";

type TurnRow = { id: string; position: number; role: string | null; content: string };
type EvidenceRow = { observationId: string; id: string; externalId: string; type: string; text: string; answer: string; benchmark: string };

// One session of the workspace with its turns (and the questions each turn answers), the fact
// sheets derived from it (without their text), and the text of the chosen sheet: the one of
// `extractorId`, else the first by extractor name. Null when the session is not in the workspace.
// The turns and their questions are read by two plain queries on the session's id: Prisma's
// nested select sent the 500 turn ids of a long session back as an IN list and took three times
// as long.
export async function getSession(input: { workspaceId: string; sessionId: string; extractorId?: string }) {
  const { workspaceId, sessionId } = input;
  const db = getDb();
  const session = await db.session.findFirst({
    where: { id: sessionId, workspaceId },
    select: {
      id: true,
      externalId: true,
      date: true,
      dateText: true,
      turnCount: true,
      factSheets: {
        where: { workspaceId },
        orderBy: [{ extractor: { name: "asc" } }, { extractor: { version: "asc" } }],
        select: {
          id: true,
          passthrough: true,
          coverage: true,
          answerBearingLost: true,
          lostDetailCount: true,
          extractor: { select: { id: true, name: true, version: true } },
        },
      },
    },
  });
  if (!session) return null;
  const chosen = session.factSheets.find((s) => s.extractor.id === input.extractorId) ?? session.factSheets[0] ?? null;
  const [turns, evidence, sheet] = await Promise.all([
    db.$queryRaw<TurnRow[]>`
      SELECT o.id, o.position, o.role, o.content FROM "Observation" o
       WHERE o."sessionId" = ${sessionId} AND o."workspaceId" = ${workspaceId}
       ORDER BY o.position ASC, o.id ASC`,
    // Only questions of the workspace's own benchmarks, by external id (then id) per turn.
    db.$queryRaw<EvidenceRow[]>`
      SELECT et."observationId", q.id, q."externalId", q.type, q.text, q.answer, b.name AS benchmark
        FROM "Observation" o
        JOIN "EvidenceTurn" et ON et."observationId" = o.id
        JOIN "Question" q ON q.id = et."questionId"
        JOIN "Benchmark" b ON b.id = q."benchmarkId"
       WHERE o."sessionId" = ${sessionId} AND o."workspaceId" = ${workspaceId} AND b."workspaceId" = ${workspaceId}
       ORDER BY q."externalId" ASC, q.id ASC`,
    chosen ? db.factSheet.findFirst({ where: { id: chosen.id, workspaceId }, select: { id: true, text: true } }) : null,
  ]);
  const questionsByTurn = new Map<string, Omit<EvidenceRow, "observationId">[]>();
  for (const { observationId, ...question } of evidence) {
    const list = questionsByTurn.get(observationId) ?? [];
    list.push(question);
    questionsByTurn.set(observationId, list);
  }
  const { factSheets, ...rest } = session;
  return {
    ...rest,
    turns: turns.map((turn) => ({ ...turn, questions: questionsByTurn.get(turn.id) ?? [] })),
    factSheets,
    chosenSheet: chosen && sheet ? { ...chosen, text: sheet.text } : null,
  };
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof getSession>>>;

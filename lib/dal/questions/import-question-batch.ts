import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PlannedQuestion, PlannedSession } from "@/lib/longmemeval/plan-question-import";

export type BatchCounts = {
  questions: number;
  questionsImported: number;
  questionsUpdated: number;
  questionsUnchanged: number;
  sessions: number;
  sessionsReused: number;
  turns: number;
  evidenceTurns: number;
};

export const emptyCounts = (): BatchCounts => ({
  questions: 0,
  questionsImported: 0,
  questionsUpdated: 0,
  questionsUnchanged: 0,
  sessions: 0,
  sessionsReused: 0,
  turns: 0,
  evidenceTurns: 0,
});

type Tx = Prisma.TransactionClient;

// What a question's row holds from the file, the same for a new question and a changed one.
function questionFields(q: PlannedQuestion) {
  return {
    type: q.type,
    text: q.text,
    answer: q.answer,
    questionDate: q.questionDate,
    isAbstention: q.isAbstention,
    answerSessionIds: q.answerSessionIds,
    sourceHash: q.sourceHash,
  };
}

async function insertSessions(tx: Tx, workspaceId: string, sessions: PlannedSession[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (sessions.length === 0) return ids;
  for (const s of sessions) ids.set(s.contentHash, randomUUID());
  await tx.$executeRaw`
    INSERT INTO "Session" (id, "workspaceId", "externalId", "dateText", "contentHash", "turnCount")
    SELECT id, ${workspaceId}, ext, dt, hash, n
      FROM unnest(${sessions.map((s) => ids.get(s.contentHash)!)}::text[], ${sessions.map((s) => s.externalId)}::text[],
                  ${sessions.map((s) => s.dateText)}::text[], ${sessions.map((s) => s.contentHash)}::text[],
                  ${sessions.map((s) => s.turns.length)}::int[]) AS t(id, ext, dt, hash, n)`;
  const turns = sessions.flatMap((s) => s.turns.map((t) => ({ ...t, sessionId: ids.get(s.contentHash)! })));
  // One statement per few thousand turns keeps each parameter array a reasonable size.
  for (let i = 0; i < turns.length; i += 5000) {
    const part = turns.slice(i, i + 5000);
    await tx.$executeRaw`
      INSERT INTO "Observation" (id, "workspaceId", "sessionId", kind, position, role, content, "contentHash")
      SELECT gen_random_uuid()::text, ${workspaceId}, sid, 'message'::"ObservationKind", pos, role, content, hash
        FROM unnest(${part.map((t) => t.sessionId)}::text[], ${part.map((t) => t.position)}::int[],
                    ${part.map((t) => t.role)}::text[], ${part.map((t) => t.content)}::text[],
                    ${part.map((t) => t.contentHash)}::text[]) AS t(sid, pos, role, content, hash)`;
  }
  return ids;
}

// Imports a batch of questions in ONE transaction: a question is stored whole or not at all,
// and running the same batch again changes nothing.
export async function importQuestionBatch(input: { workspaceId: string; benchmarkId: string; questions: PlannedQuestion[] }): Promise<BatchCounts> {
  const { workspaceId, benchmarkId } = input;
  const counts = emptyCounts();
  counts.questions = input.questions.length;
  await getDb().$transaction(
    async (tx) => {
      const existing = await tx.question.findMany({
        where: { benchmarkId, externalId: { in: input.questions.map((q) => q.externalId) } },
        select: { id: true, externalId: true, sourceHash: true },
      });
      const byExternalId = new Map(existing.map((q) => [q.externalId, q]));
      const todo = input.questions.filter((q) => {
        const found = byExternalId.get(q.externalId);
        if (found?.sourceHash === q.sourceHash) counts.questionsUnchanged++;
        return found?.sourceHash !== q.sourceHash;
      });
      if (todo.length === 0) return;

      const wanted = new Map<string, PlannedSession>();
      for (const q of todo) for (const s of q.haystack) wanted.set(s.contentHash, s);
      const stored = await tx.session.findMany({
        where: { workspaceId, contentHash: { in: [...wanted.keys()] } },
        select: { id: true, contentHash: true },
      });
      const sessionIds = new Map(stored.map((s) => [s.contentHash, s.id]));
      const fresh = [...wanted.values()].filter((s) => !sessionIds.has(s.contentHash));
      for (const [hash, id] of await insertSessions(tx, workspaceId, fresh)) sessionIds.set(hash, id);
      counts.sessions = fresh.length;
      counts.turns = fresh.reduce((n, s) => n + s.turns.length, 0);

      const questionIds = new Map<string, string>();
      for (const q of todo) {
        const data = questionFields(q);
        const found = byExternalId.get(q.externalId);
        if (found) {
          await tx.haystackSession.deleteMany({ where: { questionId: found.id } });
          await tx.evidenceTurn.deleteMany({ where: { questionId: found.id } });
          await tx.question.update({ where: { id: found.id }, data });
          questionIds.set(q.externalId, found.id);
          counts.questionsUpdated++;
        } else {
          questionIds.set(q.externalId, randomUUID());
          counts.questionsImported++;
        }
      }
      const created = todo.filter((q) => !byExternalId.has(q.externalId));
      if (created.length) {
        await tx.question.createMany({
          data: created.map((q) => ({ id: questionIds.get(q.externalId)!, benchmarkId, externalId: q.externalId, ...questionFields(q) })),
        });
      }

      const haystackRows = todo.flatMap((q) =>
        q.haystack.map((s, position) => ({
          questionId: questionIds.get(q.externalId)!,
          position,
          sessionId: sessionIds.get(s.contentHash)!,
          dateText: s.dateText,
        })),
      );
      // Each new session's first reference stored it; every other reference reused a stored one.
      counts.sessionsReused = haystackRows.length - fresh.length;
      await tx.haystackSession.createMany({ data: haystackRows });

      const evidence = todo.flatMap((q) =>
        q.haystack.flatMap((s) =>
          s.turns
            .filter((t) => t.hasAnswer)
            .map((t) => ({ questionId: questionIds.get(q.externalId)!, sessionId: sessionIds.get(s.contentHash)!, position: t.position })),
        ),
      );
      if (evidence.length) {
        counts.evidenceTurns = await tx.$executeRaw`
          INSERT INTO "EvidenceTurn" ("questionId", "observationId")
          SELECT DISTINCT e.qid, o.id
            FROM unnest(${evidence.map((e) => e.questionId)}::text[], ${evidence.map((e) => e.sessionId)}::text[], ${evidence.map((e) => e.position)}::int[]) AS e(qid, sid, pos)
            JOIN "Observation" o ON o."sessionId" = e.sid AND o.position = e.pos
          ON CONFLICT DO NOTHING`;
      }
    },
    { timeout: 600_000, maxWait: 120_000 },
  );
  return counts;
}

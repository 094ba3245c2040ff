import "server-only";
import { getDb } from "@/lib/db/prisma";

// One session of the workspace with its turns (and the questions each turn answers), the fact
// sheets derived from it (without their text), and the text of the chosen sheet: the one of
// `extractorId`, else the first by extractor name. Null when the session is not in the workspace.
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
      observations: {
        where: { workspaceId },
        orderBy: { position: "asc" },
        select: {
          id: true,
          position: true,
          role: true,
          content: true,
          evidenceFor: {
            where: { question: { benchmark: { workspaceId } } },
            orderBy: { question: { externalId: "asc" } },
            select: { question: { select: { id: true, externalId: true, type: true, text: true, answer: true, benchmark: { select: { name: true } } } } },
          },
        },
      },
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
  const sheet = chosen ? await db.factSheet.findFirst({ where: { id: chosen.id, workspaceId }, select: { id: true, text: true } }) : null;
  const { observations, factSheets, ...rest } = session;
  return {
    ...rest,
    turns: observations.map(({ evidenceFor, ...turn }) => ({
      ...turn,
      questions: evidenceFor.map(({ question: { benchmark, ...q } }) => ({ ...q, benchmark: benchmark.name })),
    })),
    factSheets,
    chosenSheet: chosen && sheet ? { ...chosen, text: sheet.text } : null,
  };
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof getSession>>>;

import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { EvidenceQuestion } from "@/lib/analysis/analyze-session-sheet";

export type SheetForAnalysis = {
  factSheetId: string;
  sessionId: string;
  externalId: string;
  text: string;
  turns: { id: string; role: string; content: string }[];
  questions: EvidenceQuestion[];
};

// The fact sheets one extractor derived from a benchmark's sessions, a page at a time, with
// each session's turns and the benchmark's questions it holds evidence for.
export async function loadSheetsForAnalysis(input: {
  workspaceId: string;
  benchmarkId: string;
  extractorId: string;
  afterId?: string;
  take: number;
}): Promise<SheetForAnalysis[]> {
  const db = getDb();
  const sheets = await db.factSheet.findMany({
    where: {
      workspaceId: input.workspaceId,
      extractorId: input.extractorId,
      session: { haystacks: { some: { question: { benchmarkId: input.benchmarkId } } } },
      ...(input.afterId ? { id: { gt: input.afterId } } : {}),
    },
    orderBy: { id: "asc" },
    take: input.take,
    select: {
      id: true,
      text: true,
      session: {
        select: {
          id: true,
          externalId: true,
          observations: {
            orderBy: { position: "asc" },
            select: {
              id: true,
              role: true,
              content: true,
              evidenceFor: {
                where: { question: { benchmarkId: input.benchmarkId } },
                select: { question: { select: { id: true, externalId: true, type: true, text: true, answer: true } } },
              },
            },
          },
        },
      },
    },
  });
  return sheets.map((sheet) => {
    const questions = new Map<string, EvidenceQuestion>();
    for (const turn of sheet.session.observations) {
      for (const { question } of turn.evidenceFor) {
        const q = questions.get(question.id) ?? {
          questionId: question.id,
          externalId: question.externalId,
          type: question.type,
          text: question.text,
          answer: question.answer,
          turnIds: [],
        };
        q.turnIds.push(turn.id);
        questions.set(question.id, q);
      }
    }
    return {
      factSheetId: sheet.id,
      sessionId: sheet.session.id,
      externalId: sheet.session.externalId,
      text: sheet.text,
      turns: sheet.session.observations.map((o) => ({ id: o.id, role: o.role ?? "user", content: o.content })),
      questions: [...questions.values()],
    };
  });
}

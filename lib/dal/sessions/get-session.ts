import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function getSession(input: { workspaceId: string; sessionId: string }) {
  const session = await getDb().session.findFirst({
    where: { id: input.sessionId, workspaceId: input.workspaceId },
    select: {
      id: true,
      externalId: true,
      dateText: true,
      turnCount: true,
      observations: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          position: true,
          role: true,
          content: true,
          evidenceFor: { select: { question: { select: { id: true, externalId: true, type: true } } } },
        },
      },
      factSheets: {
        orderBy: { extractor: { name: "asc" } },
        select: { id: true, text: true, passthrough: true, extractor: { select: { name: true, version: true } } },
      },
    },
  });
  return session;
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof getSession>>>;

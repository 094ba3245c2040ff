import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { sessionContentHash } from "@/lib/longmemeval/plan-question-import";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const ROWS_PER_INSERT = 1_000;

const sessionSelect = {
  id: true,
  workspaceId: true,
  externalId: true,
  date: true,
  dateText: true,
  contentHash: true,
  turnCount: true,
  createdAt: true,
  observations: { orderBy: { position: "asc" }, select: { id: true } },
} satisfies Prisma.SessionSelect;

type Message = { role: string; content: string };

async function findStored(workspaceId: string, contentHash: string) {
  const session = await getDb().session.findUnique({ where: { workspaceId_contentHash: { workspaceId, contentHash } }, select: sessionSelect });
  if (!session) return null;
  const { observations, ...rest } = session;
  return { created: false, session: { ...rest, observationIds: observations.map((o) => o.id) } };
}

// Stores a session and its messages as observations, once per workspace by content (the same
// identity LongMemEval import uses), so sending the same session twice returns the stored one.
export async function createSessionWithMessages(input: {
  workspaceId: string;
  externalId?: string;
  date?: Date | null;
  dateText?: string | null;
  source?: string | null;
  messages: Message[];
}) {
  const { workspaceId, messages } = input;
  const externalId = input.externalId ?? `api-${sha256(JSON.stringify(messages.map((m) => [m.role, m.content]))).slice(0, 16)}`;
  const contentHash = sessionContentHash(externalId, messages);
  const stored = await findStored(workspaceId, contentHash);
  if (stored) return stored;

  const sessionId = randomUUID();
  const observations = messages.map((m, position) => ({
    id: randomUUID(),
    workspaceId,
    sessionId,
    kind: "message" as const,
    position,
    role: m.role,
    content: m.content,
    contentHash: sha256(m.content),
    source: input.source ?? "api",
  }));
  try {
    const session = await getDb().$transaction(
      async (tx) => {
        const created = await tx.session.create({
          data: { id: sessionId, workspaceId, externalId, date: input.date ?? null, dateText: input.dateText ?? null, contentHash, turnCount: messages.length },
          select: { id: true, workspaceId: true, externalId: true, date: true, dateText: true, contentHash: true, turnCount: true, createdAt: true },
        });
        for (let i = 0; i < observations.length; i += ROWS_PER_INSERT) {
          await tx.observation.createMany({ data: observations.slice(i, i + ROWS_PER_INSERT) });
        }
        return created;
      },
      { timeout: 60_000 },
    );
    return { created: true, session: { ...session, observationIds: observations.map((o) => o.id) } };
  } catch (error) {
    // Two requests with the same session at once: the loser returns the winner's session.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = await findStored(workspaceId, contentHash);
      if (winner) return winner;
    }
    throw error;
  }
}

import { getDb } from "@/lib/db/prisma";
import { createTestSession } from "@/testing/factories";

export async function createTestProposal(input: { workspaceId: string; ownerId: string; proposerId: string; body?: string }) {
  const session = await createTestSession(input.workspaceId, [{ role: "user", content: "I have lived in Porto since March." }]);
  const observation = await getDb().observation.findFirstOrThrow({ where: { sessionId: session.id }, select: { id: true } });
  return getDb().proposal.create({
    data: {
      workspaceId: input.workspaceId,
      ownerId: input.ownerId,
      proposerId: input.proposerId,
      body: input.body ?? "Lives in Porto since March.",
      citations: { create: [{ observationId: observation.id }] },
    },
    select: { id: true, body: true },
  });
}

export async function createTestMemory(input: { workspaceId: string; ownerId: string; body?: string }) {
  return getDb().memory.create({
    data: {
      workspaceId: input.workspaceId,
      ownerId: input.ownerId,
      body: input.body ?? "Works as a nurse.",
      revisions: { create: { number: 1, body: input.body ?? "Works as a nurse.", authorId: input.ownerId } },
    },
    select: { id: true },
  });
}

import { getDb } from "@/lib/db/prisma";
import { createTestSession, createWorkspaceWithRoles, uniq } from "@/testing/factories";

export type MemoryFixture = Awaited<ReturnType<typeof createMemoryFixture>>;

// A workspace with one user per role plus a second member who owns nothing, a session with a
// fact sheet, and a memory owned by the member with two revisions and one cited turn.
export async function createMemoryFixture(input: { word?: string } = {}) {
  const f = await createWorkspaceWithRoles();
  const db = getDb();
  const workspaceId = f.workspace.id;
  const nonOwner = await db.user.create({ data: { email: `${uniq("other")}@test.lore`, name: "Other Member" }, select: { id: true, email: true } });
  await db.membership.create({ data: { workspaceId, userId: nonOwner.id, role: "member" } });
  const word = input.word ?? uniq("marigold").replace("-", "");
  const session = await createTestSession(workspaceId, [
    { role: "user", content: "Can you help me plan the week?" },
    { role: "assistant", content: "Sure, what is on your mind?" },
    { role: "user", content: `I adopted a beagle named ${word} last month.` },
    { role: "assistant", content: `Congratulations on ${word}! Beagles need long walks.` },
    { role: "user", content: "I also started running on Sundays." },
  ]);
  const turns = await db.observation.findMany({
    where: { sessionId: session.id },
    orderBy: { position: "asc" },
    select: { id: true, position: true, content: true },
  });
  const extractor = await db.extractor.create({ data: { workspaceId, name: uniq("extractor"), version: "1", promptHash: "h" } });
  const factSheet = await db.factSheet.create({
    data: { workspaceId, sessionId: session.id, extractorId: extractor.id, text: `- User adopted a beagle named ${word}.\n- User runs on Sundays.` },
    select: { id: true },
  });
  const ownerId = f.users.member.id;
  const memory = await db.memory.create({
    data: {
      workspaceId,
      ownerId,
      body: `Has a beagle named ${word}.`,
      currentRevision: 2,
      revisions: {
        create: [
          { number: 1, body: "Has a dog.", authorId: ownerId, reason: "Created from the adoption conversation." },
          { number: 2, body: `Has a beagle named ${word}.`, authorId: ownerId, reason: "Added the breed and name." },
        ],
      },
      sources: { create: [{ observationId: (turns[2] as { id: string }).id }] },
    },
    select: { id: true },
  });
  return { ...f, nonOwner, session, turns, factSheet, memory, word };
}

export async function memoryState(f: { workspace: { id: string }; memory: { id: string } }) {
  const db = getDb();
  const workspaceId = f.workspace.id;
  return {
    memory: await db.memory.findUnique({ where: { id: f.memory.id }, select: { body: true, status: true, currentRevision: true, ownerId: true } }),
    revisions: await db.memoryRevision.findMany({
      where: { memory: { workspaceId } },
      orderBy: [{ memoryId: "asc" }, { number: "asc" }],
      select: { memoryId: true, number: true, body: true },
    }),
    memories: await db.memory.count({ where: { workspaceId } }),
    proposals: await db.proposal.count({ where: { workspaceId } }),
    audit: await db.auditEvent.count({ where: { workspaceId } }),
  };
}

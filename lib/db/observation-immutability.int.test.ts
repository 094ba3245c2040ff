import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { createTestSession, createTestWorkspace, createTestUser } from "@/testing/factories";

describe("immutable records", () => {
  it("rejects UPDATE of an observation in the database", async () => {
    const ws = await createTestWorkspace();
    const session = await createTestSession(ws.id, [{ role: "user", content: "I adopted a beagle." }]);
    const db = getDb();
    await expect(db.$executeRaw`UPDATE "Observation" SET content = 'changed' WHERE "sessionId" = ${session.id}`).rejects.toThrow(/immutable/);
    const [row] = await db.observation.findMany({ where: { sessionId: session.id } });
    expect(row?.content).toBe("I adopted a beagle.");
  });

  it("rejects DELETE of an observation, also through the client", async () => {
    const ws = await createTestWorkspace();
    const session = await createTestSession(ws.id, [{ role: "assistant", content: "Try the 3-2-1 method." }]);
    const db = getDb();
    await expect(db.$executeRaw`DELETE FROM "Observation" WHERE "sessionId" = ${session.id}`).rejects.toThrow(/immutable/);
    await expect(db.observation.deleteMany({ where: { sessionId: session.id } })).rejects.toThrow();
    expect(await db.observation.count({ where: { sessionId: session.id } })).toBe(1);
  });

  it("keeps audit events append-only", async () => {
    const ws = await createTestWorkspace();
    const user = await createTestUser();
    const db = getDb();
    const event = await db.auditEvent.create({
      data: { workspaceId: ws.id, actorId: user.id, action: "test.done", targetType: "workspace", targetId: ws.id },
    });
    await expect(db.auditEvent.update({ where: { id: event.id }, data: { action: "test.rewritten" } })).rejects.toThrow();
    await expect(db.auditEvent.delete({ where: { id: event.id } })).rejects.toThrow();
    expect((await db.auditEvent.findUnique({ where: { id: event.id } }))?.action).toBe("test.done");
  });
});

import { describe, expect, it } from "vitest";
import { editMemory } from "@/lib/dal/memories/edit-memory";
import { revertMemory } from "@/lib/dal/memories/revert-memory";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { createTestMemory } from "@/testing/proposal-factories";

const N = 10;

const isConflict = (r: PromiseSettledResult<unknown>) => r.status === "rejected" && r.reason instanceof AppError && r.reason.code === "CONFLICT";

// Real concurrency needs a real server (the embedded one runs one statement at a time).
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent memory edits", () => {
  it(`lets exactly one of ${N} edits based on the same revision win; the others get CONFLICT`, async () => {
    const f = await createWorkspaceWithRoles();
    const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Version one." });
    const settled = await Promise.allSettled(
      Array.from({ length: N }, (_, i) =>
        editMemory({ workspaceId: f.workspace.id, memoryId: memory.id, actorId: f.users.member.id, body: `Edit ${i}.`, reason: "race", baseRevision: 1 }),
      ),
    );
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(settled.filter(isConflict)).toHaveLength(N - 1);
    const db = getDb();
    const revisions = await db.memoryRevision.findMany({ where: { memoryId: memory.id }, orderBy: { number: "asc" }, select: { number: true, body: true } });
    expect(revisions.map((r) => r.number)).toEqual([1, 2]);
    const final = await db.memory.findUniqueOrThrow({ where: { id: memory.id }, select: { body: true, currentRevision: true } });
    expect(final).toEqual({ body: revisions[1]!.body, currentRevision: 2 });
    expect(await db.auditEvent.count({ where: { workspaceId: f.workspace.id, action: "memory.edited" } })).toBe(1);
  });

  it("numbers revisions without gaps when edits without a base and reverts interleave", async () => {
    const f = await createWorkspaceWithRoles();
    const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Version one." });
    const settled = await Promise.allSettled([
      ...Array.from({ length: N }, (_, i) =>
        editMemory({ workspaceId: f.workspace.id, memoryId: memory.id, actorId: f.users.member.id, body: `Edit ${i}.`, reason: "race" }),
      ),
      revertMemory({ workspaceId: f.workspace.id, memoryId: memory.id, actorId: f.users.member.id, revision: 1 }),
    ]);
    const won = settled.filter((r) => r.status === "fulfilled").length;
    expect(settled.every((r) => r.status === "fulfilled" || isConflict(r))).toBe(true);
    const db = getDb();
    const revisions = await db.memoryRevision.findMany({ where: { memoryId: memory.id }, orderBy: { number: "asc" }, select: { number: true } });
    expect(revisions.map((r) => r.number)).toEqual(Array.from({ length: won + 1 }, (_, i) => i + 1));
    const audited = await db.auditEvent.count({ where: { workspaceId: f.workspace.id, action: { in: ["memory.edited", "memory.reverted"] } } });
    expect(audited).toBe(won);
  });
});

import { describe, expect, it } from "vitest";
import { setMemberRole } from "@/lib/dal/memberships/set-member-role";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { createTestUser, createTestWorkspace } from "@/testing/factories";

const TRIES = 30;

// Two admins demoting each other at the same moment: each alone is allowed (there is another
// admin), together they would leave none. Runs on a real PostgreSQL, where they interleave.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent demotions", () => {
  it(`never leaves a workspace without an admin (${TRIES} tries of two admins demoting each other)`, async () => {
    const db = getDb();
    const outcomes: string[] = [];
    let emptied = 0;
    for (let i = 0; i < TRIES; i++) {
      const workspace = await createTestWorkspace("demote");
      const a = await createTestUser("admin-a");
      const b = await createTestUser("admin-b");
      await db.membership.createMany({
        data: [
          { workspaceId: workspace.id, userId: a.id, role: "admin" },
          { workspaceId: workspace.id, userId: b.id, role: "admin" },
        ],
      });
      const settled = await Promise.allSettled([
        setMemberRole({ workspaceId: workspace.id, userId: b.id, role: "member", actorId: a.id }),
        setMemberRole({ workspaceId: workspace.id, userId: a.id, role: "member", actorId: b.id }),
      ]);
      for (const s of settled) {
        if (s.status === "rejected") expect(s.reason instanceof AppError && s.reason.code === "CONFLICT", String(s.reason)).toBe(true);
      }
      outcomes.push(settled.map((s) => s.status).join("/"));
      const admins = await db.membership.count({ where: { workspaceId: workspace.id, role: "admin" } });
      if (admins === 0) emptied++;
      const changes = await db.auditEvent.count({ where: { workspaceId: workspace.id, action: "member.role_changed" } });
      expect(changes).toBe(settled.filter((s) => s.status === "fulfilled").length);
    }
    expect(emptied, `workspaces left without an admin in ${TRIES} tries (outcomes: ${outcomes.join(" ")})`).toBe(0);
  });
});

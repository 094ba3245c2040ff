import { describe, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/dal/audit/list-audit-events";
import { getDb } from "@/lib/db/prisma";
import { createWorkspaceWithRoles } from "@/testing/factories";

async function seed(count: number) {
  const f = await createWorkspaceWithRoles();
  const base = Date.parse("2026-01-01T00:00:00Z");
  await getDb().auditEvent.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      workspaceId: f.workspace.id,
      actorId: f.users.admin.id,
      action: i % 2 ? "memory.edited" : "proposal.accepted",
      targetType: "memory",
      targetId: `t${i}`,
      // Pairs share a timestamp so the id tie-break is exercised.
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    })),
  });
  await getDb().auditEvent.create({
    data: { workspaceId: f.other.id, actorId: f.users.outsider.id, action: "memory.edited", targetType: "memory", targetId: "elsewhere" },
  });
  return f;
}

describe("listAuditEvents", () => {
  it("pages through one workspace's events newest first, each once, with the actor", async () => {
    const f = await seed(7);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const result = await listAuditEvents({ workspaceId: f.workspace.id, take: 3, cursor });
      seen.push(...result.events.map((e) => e.targetId));
      expect(result.events.every((e) => e.actor?.email === f.users.admin.email)).toBe(true);
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const groups = [seen.slice(0, 1), seen.slice(1, 3), seen.slice(3, 5), seen.slice(5, 7)].map((g) => g.sort());
    expect(groups).toEqual([["t6"], ["t4", "t5"], ["t2", "t3"], ["t0", "t1"]]);
    expect(seen).not.toContain("elsewhere");
  });

  it("filters by action prefix", async () => {
    const f = await seed(6);
    const { events } = await listAuditEvents({ workspaceId: f.workspace.id, actionPrefix: "memory." });
    expect(events.map((e) => e.action)).toEqual(["memory.edited", "memory.edited", "memory.edited"]);
  });

  it("ignores a cursor from another workspace instead of paging relative to it", async () => {
    const f = await seed(2);
    const foreign = await getDb().auditEvent.findFirstOrThrow({ where: { workspaceId: f.other.id }, select: { id: true } });
    const { events } = await listAuditEvents({ workspaceId: f.workspace.id, cursor: foreign.id });
    expect(events.map((e) => e.targetId).sort()).toEqual(["t0", "t1"]);
  });
});

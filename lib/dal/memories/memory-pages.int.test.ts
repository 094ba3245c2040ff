import { describe, expect, it } from "vitest";
import { getMemoryPage } from "@/lib/dal/memories/get-memory-page";
import { listMemories } from "@/lib/dal/memories/list-memories";
import { getDb } from "@/lib/db/prisma";
import { createMemoryFixture } from "@/testing/memory-factories";
import { createTestProposal } from "@/testing/proposal-factories";

describe("getMemoryPage", () => {
  it("returns revisions newest first with authors, and each source between its neighbouring turns", async () => {
    const f = await createMemoryFixture();
    const page = await getMemoryPage({ workspaceId: f.workspace.id, memoryId: f.memory.id });
    expect(page?.owner.id).toBe(f.users.member.id);
    expect(page?.revisions.map((r) => [r.number, r.author.id])).toEqual([
      [2, f.users.member.id],
      [1, f.users.member.id],
    ]);
    expect(page?.excerpts).toHaveLength(1);
    expect(page?.excerpts[0]?.session?.id).toBe(f.session.id);
    expect(page?.excerpts[0]?.turns.map((t) => [t.position, t.cited])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it("lists the proposals that produced the memory or were merged into it", async () => {
    const f = await createMemoryFixture();
    const produced = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.member.id, proposerId: f.nonOwner.id });
    const merged = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.member.id, proposerId: f.nonOwner.id });
    await getDb().proposal.update({ where: { id: produced.id }, data: { status: "accepted", memoryId: f.memory.id } });
    await getDb().proposal.update({ where: { id: merged.id }, data: { status: "accepted", memoryId: f.memory.id, targetMemoryId: f.memory.id } });
    const page = await getMemoryPage({ workspaceId: f.workspace.id, memoryId: f.memory.id });
    expect(page?.proposals.map((p) => [p.id, p.relation])).toEqual([
      [produced.id, "produced"],
      [merged.id, "merged"],
    ]);
  });

  it("does not find another workspace's memory", async () => {
    const f = await createMemoryFixture();
    expect(await getMemoryPage({ workspaceId: f.other.id, memoryId: f.memory.id })).toBeNull();
  });
});

describe("listMemories", () => {
  it("filters by status, owner and text within one workspace", async () => {
    const f = await createMemoryFixture();
    const db = getDb();
    const archived = await db.memory.create({
      data: {
        workspaceId: f.workspace.id,
        ownerId: f.nonOwner.id,
        body: "Used to live in Lisbon.",
        status: "archived",
        revisions: { create: { number: 1, body: "Used to live in Lisbon.", authorId: f.nonOwner.id } },
      },
      select: { id: true },
    });
    const ids = async (input: Omit<Parameters<typeof listMemories>[0], "workspaceId">) =>
      (await listMemories({ workspaceId: f.workspace.id, ...input })).memories.map((m) => m.id);
    expect(await ids({ status: "active" })).toEqual([f.memory.id]);
    expect(await ids({ status: "archived" })).toEqual([archived.id]);
    expect(await ids({ status: "active", ownerId: f.nonOwner.id })).toEqual([]);
    expect(await ids({ status: "active", text: "BEAGLE" })).toEqual([f.memory.id]);
    expect(await ids({ status: "active", text: "lisbon" })).toEqual([]);
    expect((await listMemories({ workspaceId: f.other.id, status: "active" })).total).toBe(0);
  });
});

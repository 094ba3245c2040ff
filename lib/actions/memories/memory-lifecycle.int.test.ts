import { describe, expect, it } from "vitest";
import { archiveMemory } from "@/lib/actions/memories/archive-memory";
import { createMemory } from "@/lib/actions/memories/create-memory";
import { editMemory } from "@/lib/actions/memories/edit-memory";
import { restoreMemory } from "@/lib/actions/memories/restore-memory";
import { revertMemory } from "@/lib/actions/memories/revert-memory";
import { runAsActor } from "@/lib/auth/actor-context";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor } from "@/testing/factories";
import { createMemoryFixture, memoryState, type MemoryFixture } from "@/testing/memory-factories";

async function as<T>(userId: string, fn: () => Promise<ActionResult<T>>) {
  return runAsActor(await actorFor(userId), fn);
}
const asOwner = <T>(f: MemoryFixture, fn: () => Promise<ActionResult<T>>) => as(f.users.member.id, fn);
const revisions = (f: MemoryFixture) =>
  getDb().memoryRevision.findMany({
    where: { memoryId: f.memory.id },
    orderBy: { number: "asc" },
    select: { number: true, body: true, reason: true, authorId: true },
  });
const searchHits = async (f: MemoryFixture) =>
  (await hybridSearch({ workspaceId: f.workspace.id, query: f.word, k: 20, kinds: ["memory"] })).hits
    .filter((h) => h.fullTextPosition !== null)
    .map((h) => h.id);

describe("editing a memory", () => {
  it("adds a revision with the reason and author, and records an audit event", async () => {
    const f = await createMemoryFixture();
    const result = await as(f.users.admin.id, () =>
      editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "Has a beagle and a cat.", reason: "Adopted a cat.", baseRevision: 2 }),
    );
    expect(result).toEqual({ ok: true, data: { memoryId: f.memory.id, revision: 3 } });
    expect((await revisions(f)).at(-1)).toEqual({ number: 3, body: "Has a beagle and a cat.", reason: "Adopted a cat.", authorId: f.users.admin.id });
    const audit = await getDb().auditEvent.findFirstOrThrow({ where: { targetId: f.memory.id, action: "memory.edited" } });
    expect(audit).toMatchObject({ actorId: f.users.admin.id, before: { revision: 2 }, after: { revision: 3, reason: "Adopted a cat." } });
  });

  it("refuses an edit made from a stale revision with CONFLICT", async () => {
    const f = await createMemoryFixture();
    const before = await memoryState(f);
    const result = await asOwner(f, () => editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "Stale.", reason: "r", baseRevision: 1 }));
    expect(result).toMatchObject({ ok: false, code: "CONFLICT" });
    expect(await memoryState(f)).toEqual(before);
  });

  it("refuses an edit that changes nothing", async () => {
    const f = await createMemoryFixture();
    const result = await asOwner(f, () =>
      editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: `Has a beagle named ${f.word}.`, reason: "r" }),
    );
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  });

  it("refuses an edit without a reason", async () => {
    const f = await createMemoryFixture();
    const result = await asOwner(f, () => editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "New.", reason: " " }));
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT", issues: [{ path: "reason" }] });
  });

  it("lets exactly one of two concurrent edits from the same revision win", async () => {
    const f = await createMemoryFixture();
    const results = await Promise.all(
      ["First.", "Second."].map((body) =>
        asOwner(f, () => editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body, reason: "r", baseRevision: 2 })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: "CONFLICT" });
    expect((await revisions(f)).map((r) => r.number)).toEqual([1, 2, 3]);
  });
});

describe("reverting a memory", () => {
  it("adds a new revision with the old text and erases nothing", async () => {
    const f = await createMemoryFixture();
    const before = await revisions(f);
    const result = await asOwner(f, () => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 1 }));
    expect(result).toEqual({ ok: true, data: { memoryId: f.memory.id, revision: 3 } });
    const after = await revisions(f);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toEqual({ number: 3, body: "Has a dog.", reason: "Reverted to revision 1", authorId: f.users.member.id });
    expect(await getDb().memory.findUniqueOrThrow({ where: { id: f.memory.id } })).toMatchObject({ body: "Has a dog.", currentRevision: 3 });
    const audit = await getDb().auditEvent.findFirstOrThrow({ where: { targetId: f.memory.id, action: "memory.reverted" } });
    expect(audit).toMatchObject({ actorId: f.users.member.id, before: { revision: 2 }, after: { revision: 3, revertedTo: 1 } });
  });

  it("can revert a revert back to the later text", async () => {
    const f = await createMemoryFixture();
    await asOwner(f, () => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 1 }));
    await asOwner(f, () => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 2 }));
    expect((await revisions(f)).map((r) => r.body)).toEqual(["Has a dog.", `Has a beagle named ${f.word}.`, "Has a dog.", `Has a beagle named ${f.word}.`]);
  });

  it("refuses the current revision (CONFLICT) and a revision that does not exist (NOT_FOUND)", async () => {
    const f = await createMemoryFixture();
    const before = await memoryState(f);
    expect(await asOwner(f, () => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 2 }))).toMatchObject({
      ok: false,
      code: "CONFLICT",
    });
    expect(await asOwner(f, () => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 9 }))).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await memoryState(f)).toEqual(before);
  });
});

describe("archiving and restoring", () => {
  it("round-trips, hiding the memory from search while archived, with an audit event each way", async () => {
    const f = await createMemoryFixture();
    expect(await searchHits(f)).toEqual([f.memory.id]);

    expect(await asOwner(f, () => archiveMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }))).toEqual({
      ok: true,
      data: { memoryId: f.memory.id, status: "archived" },
    });
    expect(await searchHits(f)).toEqual([]);

    expect(await asOwner(f, () => restoreMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }))).toMatchObject({
      ok: true,
      data: { status: "active" },
    });
    expect(await searchHits(f)).toEqual([f.memory.id]);

    const events = await getDb().auditEvent.findMany({
      where: { targetId: f.memory.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, before: true, after: true },
    });
    expect(events).toEqual([
      { action: "memory.archived", actorId: f.users.member.id, before: { status: "active" }, after: { status: "archived" } },
      { action: "memory.restored", actorId: f.users.member.id, before: { status: "archived" }, after: { status: "active" } },
    ]);
    expect((await revisions(f)).map((r) => r.number)).toEqual([1, 2]);
  });

  it("refuses archiving an archived memory and restoring an active one with CONFLICT, changing nothing", async () => {
    const f = await createMemoryFixture();
    const active = await memoryState(f);
    expect(await asOwner(f, () => restoreMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }))).toMatchObject({ ok: false, code: "CONFLICT" });
    expect(await memoryState(f)).toEqual(active);
    await asOwner(f, () => archiveMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }));
    const archived = await memoryState(f);
    expect(await asOwner(f, () => archiveMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }))).toMatchObject({ ok: false, code: "CONFLICT" });
    expect(await memoryState(f)).toEqual(archived);
  });

  it("keeps an archived memory read-only: edits and reverts are refused until it is restored", async () => {
    const f = await createMemoryFixture();
    await asOwner(f, () => archiveMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }));
    const before = await memoryState(f);
    expect(await asOwner(f, () => editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "x", reason: "r" }))).toMatchObject({
      ok: false,
      code: "CONFLICT",
    });
    expect(await asOwner(f, () => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 1 }))).toMatchObject({
      ok: false,
      code: "CONFLICT",
    });
    expect(await memoryState(f)).toEqual(before);
  });
});

describe("creating a memory directly", () => {
  it("makes the actor the owner, with revision 1, its sources and an audit event", async () => {
    const f = await createMemoryFixture();
    const result = await as(f.nonOwner.id, () =>
      createMemory({ workspaceId: f.workspace.id, body: "Runs on Sundays.", observationIds: [f.turns[4]!.id], reason: "Said so." }),
    );
    expect(result).toMatchObject({ ok: true, data: { revision: 1 } });
    if (!result.ok) return;
    const memory = await getDb().memory.findUniqueOrThrow({ where: { id: result.data.memoryId }, include: { revisions: true, sources: true } });
    expect(memory).toMatchObject({ ownerId: f.nonOwner.id, body: "Runs on Sundays.", status: "active" });
    expect(memory.revisions).toMatchObject([{ number: 1, reason: "Said so.", authorId: f.nonOwner.id }]);
    expect(memory.sources.map((s) => s.observationId)).toEqual([f.turns[4]!.id]);
    expect(await getDb().auditEvent.count({ where: { targetId: memory.id, action: "memory.created", actorId: f.nonOwner.id } })).toBe(1);
  });

  it("lets an admin make another member the owner", async () => {
    const f = await createMemoryFixture();
    const result = await as(f.users.admin.id, () => createMemory({ workspaceId: f.workspace.id, body: "Owned by the member.", ownerId: f.users.member.id }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(await getDb().memory.findUniqueOrThrow({ where: { id: result.data.memoryId } })).toMatchObject({ ownerId: f.users.member.id });
  });

  it("refuses a member naming someone else, and an admin naming a viewer or an outsider, creating nothing", async () => {
    const f = await createMemoryFixture();
    const before = await memoryState(f);
    const body = "Someone else's.";
    expect(await as(f.nonOwner.id, () => createMemory({ workspaceId: f.workspace.id, body, ownerId: f.users.member.id }))).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await as(f.users.admin.id, () => createMemory({ workspaceId: f.workspace.id, body, ownerId: f.users.viewer.id }))).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
    });
    expect(await as(f.users.admin.id, () => createMemory({ workspaceId: f.workspace.id, body, ownerId: f.users.outsider.id }))).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
    });
    expect(await memoryState(f)).toEqual(before);
  });

  it("refuses citing an observation of another workspace, creating nothing", async () => {
    const f = await createMemoryFixture();
    const elsewhere = await createMemoryFixture();
    const before = await memoryState(f);
    const result = await asOwner(f, () => createMemory({ workspaceId: f.workspace.id, body: "Borrowed.", observationIds: [elsewhere.turns[0]!.id] }));
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await memoryState(f)).toEqual(before);
  });
});

import { describe, expect, it } from "vitest";
import { listMemories } from "@/lib/dal/memories/list-memories";
import { getDb } from "@/lib/db/prisma";
import { createMemoryFixture } from "@/testing/memory-factories";
import { memoryListQuerySchema } from "@/lib/schemas/memory";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

// Three more memories besides the fixture's ("Has a beagle named …", revision 2, one source, owner
// "member"), each first on a different column, and updated at known times.
async function sortFixture() {
  const f = await createMemoryFixture();
  const db = getDb();
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  const make = (body: string, ownerId: string, currentRevision: number, updatedAt: Date) =>
    db.memory.create({
      data: {
        workspaceId: f.workspace.id,
        ownerId,
        body,
        currentRevision,
        updatedAt,
        revisions: { create: { number: currentRevision, body, authorId: ownerId } },
      },
      select: { id: true },
    });
  const apple = await make("Apples are the user's favourite fruit.", f.nonOwner.id, 1, at(1));
  const zebra = await make("Zebra crossings make the user nervous.", f.users.member.id, 7, at(3));
  const middle = await make("Moved to a new flat.", f.nonOwner.id, 3, at(2));
  await db.memory.update({ where: { id: f.memory.id }, data: { updatedAt: at(0) } });
  const turns = await db.observation.findMany({ where: { workspaceId: f.workspace.id }, select: { id: true }, take: 3 });
  await db.memorySource.createMany({ data: turns.map((t) => ({ memoryId: middle.id, observationId: t.id })) });
  return { f, ids: { beagle: f.memory.id, apple: apple.id, zebra: zebra.id, middle: middle.id } };
}

describe("listMemories sorting", () => {
  it("sorts every matching memory by the chosen column, in either direction", async () => {
    const { f, ids } = await sortFixture();
    const name = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    const order = async (sort: "body" | "owner" | "revision" | "sources" | "updated", dir: "asc" | "desc", take?: number) =>
      (await listMemories({ workspaceId: f.workspace.id, status: "active", sort, dir, take })).memories.map((m) => name[m.id]);
    expect(await order("updated", "desc")).toEqual(["zebra", "middle", "apple", "beagle"]);
    expect(await order("updated", "asc")).toEqual(["beagle", "apple", "middle", "zebra"]);
    expect(await order("body", "asc")).toEqual(["apple", "beagle", "middle", "zebra"]);
    expect(await order("revision", "desc")).toEqual(["zebra", "middle", "beagle", "apple"]);
    expect(await order("sources", "desc")).toEqual(["middle", "beagle", "zebra", "apple"]);
    // The sort applies before the page is cut: the first page of one is the smallest body of all.
    expect(await order("body", "desc", 1)).toEqual(["zebra"]);
    expect(await order("revision", "asc", 1)).toEqual(["apple"]);
  });

  it("sorts by owner name and keeps filters applied", async () => {
    const { f, ids } = await sortFixture();
    const owners = async (dir: "asc" | "desc") =>
      (await listMemories({ workspaceId: f.workspace.id, status: "active", sort: "owner", dir })).memories.map((m) => m.owner.name);
    const asc = await owners("asc");
    // Each owner's memories together (the database's collation decides which name comes first), and descending reverses it.
    expect(asc.filter((name, i) => i > 0 && name !== asc[i - 1])).toHaveLength(1);
    expect(await owners("desc")).toEqual([...asc].reverse());
    const byOwner = await listMemories({ workspaceId: f.workspace.id, status: "active", ownerId: f.nonOwner.id, sort: "revision", dir: "asc" });
    expect(byOwner.total).toBe(2);
    expect(byOwner.memories.map((m) => m.id)).toEqual([ids.apple, ids.middle]);
  });

  it("reads a hostile sort in the URL as the default order", async () => {
    const { f } = await sortFixture();
    const query = parseSearchParams(memoryListQuerySchema, { sort: 'body"; DROP TABLE "Memory"; --', dir: "up" }).data;
    expect([query.sort, query.dir]).toEqual(["updated", "desc"]);
    const hostile = await listMemories({ workspaceId: f.workspace.id, status: "active", sort: query.sort, dir: query.dir });
    const plain = await listMemories({ workspaceId: f.workspace.id, status: "active" });
    expect(hostile.memories.map((m) => m.id)).toEqual(plain.memories.map((m) => m.id));
  });
});

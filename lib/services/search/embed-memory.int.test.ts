import { describe, expect, it } from "vitest";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { getDb } from "@/lib/db/prisma";
import type { Embedder } from "@/lib/embeddings/embedder";
import { createLocalEmbedder } from "@/lib/embeddings/local-embedder";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { embedPending } from "@/lib/services/search/embed-pending";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { createTestMemory } from "@/testing/proposal-factories";

const local = createLocalEmbedder();
const hasEmbedding = async (id: string) =>
  (await getDb().$queryRaw<{ has: boolean }[]>`SELECT embedding IS NOT NULL AS has FROM "Memory" WHERE id = ${id}`)[0]!.has;
const withEmbed = (embed: Embedder["embed"]): Embedder => ({ ...local, embed });

// The embedder runs in the service; the DAL only reads pending rows and writes the vectors.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "external")("embedding memories in the service", () => {
  it("embeds a memory, and keeps it NULL when the embedder fails or answers with the wrong dimensions", async () => {
    expect((await getVectorSupport()).available).toBe(true);
    const f = await createWorkspaceWithRoles();
    const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Adopted a beagle named Biscuit." });
    expect(await embedMemory(memory.id, { embedder: withEmbed(() => Promise.reject(new Error("provider down"))) })).toEqual({
      status: "embedder_failed",
      message: "provider down",
    });
    expect(await embedMemory(memory.id, { embedder: withEmbed(async () => [[1, 2, 3]]) })).toMatchObject({
      status: "embedder_failed",
      message: expect.stringContaining("384 dimensions"),
    });
    expect(await hasEmbedding(memory.id)).toBe(false);
    expect(await embedMemory(memory.id, { embedder: local })).toEqual({ status: "embedded" });
    expect(await hasEmbedding(memory.id)).toBe(true);
    expect(await embedMemory("no-such-memory", { embedder: local })).toEqual({ status: "not_found" });
  });

  it("writes no vector for a memory edited while it was being embedded", async () => {
    const f = await createWorkspaceWithRoles();
    const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Works as a nurse." });
    const editing = withEmbed(async (texts) => {
      await getDb().memory.update({ where: { id: memory.id }, data: { body: "Works as a doctor." } });
      return local.embed(texts);
    });
    expect(await embedMemory(memory.id, { embedder: editing })).toEqual({ status: "changed" });
    expect(await hasEmbedding(memory.id)).toBe(false);
  });

  it("embeds a workspace's pending rows in batches up to the limit, then the rest", async () => {
    const f = await createWorkspaceWithRoles();
    for (const body of ["Lives in Lisbon.", "Has two cats.", "Plays the cello."])
      await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body });
    const batches: number[] = [];
    const first = await embedPending({
      workspaceId: f.workspace.id,
      kind: "memory",
      limit: 2,
      batchSize: 1,
      embedder: local,
      onBatch: (_k, n) => batches.push(n),
    });
    expect(first).toEqual({ vectorSupport: true, embedderId: local.id, embedded: { observation: 0, memory: 2, fact_sheet: 0 } });
    expect(batches).toEqual([1, 2]);
    const rest = await embedPending({ workspaceId: f.workspace.id, embedder: local });
    expect(rest.embedded).toEqual({ observation: 0, memory: 1, fact_sheet: 0 });
    expect((await embedPending({ workspaceId: f.workspace.id, embedder: local })).embedded.memory).toBe(0);
  });
});

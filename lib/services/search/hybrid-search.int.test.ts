import { describe, expect, it } from "vitest";
import { rankByVector } from "@/lib/dal/search/rank-by-vector";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { embedPending } from "@/lib/services/search/embed-pending";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { findSimilarMemories } from "@/lib/services/search/find-similar-memories";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { getDb } from "@/lib/db/prisma";
import type { Embedder } from "@/lib/embeddings/embedder";
import { embedText } from "@/lib/embeddings/local-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { createTestSession, createTestUser, createTestWorkspace } from "@/testing/factories";
import { createTestMemory, createTestProposal } from "@/testing/proposal-factories";

async function hasVector(): Promise<boolean> {
  const [row] = await getDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'vector'`;
  return row?.n === 1;
}

const failingEmbedder: Embedder = {
  id: "broken",
  dimensions: 384,
  embed: async () => {
    throw new Error("the embeddings server is down");
  },
};

async function setup() {
  const db = getDb();
  const ws = await createTestWorkspace("search");
  const other = await createTestWorkspace("elsewhere");
  const owner = await createTestUser("owner");
  const session = await createTestSession(ws.id, [
    { role: "user", content: "It took us five hours to move everything into the new apartment in Quillington on Saturday." },
    { role: "assistant", content: "Moving is exhausting! Did the movers handle the piano?" },
    { role: "user", content: "I adopted a beagle named Biscuit from the shelter last spring." },
  ]);
  await createTestSession(other.id, [{ role: "user", content: "My apartment move to Lisbon took five hours too." }]);
  const memory = await createTestMemory({ workspaceId: ws.id, ownerId: owner.id, body: "Has a beagle called Biscuit." });
  const archived = await createTestMemory({ workspaceId: ws.id, ownerId: owner.id, body: "Used to own a beagle puppy named Pretzel." });
  await db.memory.update({ where: { id: archived.id }, data: { status: "archived" } });
  const extractor = await db.extractor.create({ data: { workspaceId: ws.id, name: "facts", version: "1", promptHash: "h" }, select: { id: true } });
  const factSheet = await db.factSheet.create({
    data: { workspaceId: ws.id, sessionId: session.id, extractorId: extractor.id, text: "User moved apartments in five hours. User owns a beagle." },
    select: { id: true },
  });
  await createTestProposal({ workspaceId: ws.id, ownerId: owner.id, proposerId: owner.id, body: "Owns a beagle and a parrot named Quixotica." });
  await embedPending({ workspaceId: ws.id });
  await embedPending({ workspaceId: other.id });
  return { ws, other, owner, session, memory, archived, factSheet };
}

describe("hybridSearch", () => {
  it("answers a question in words, explaining each hit, hybrid exactly where pgvector exists", async () => {
    const s = await setup();
    // The town's name is rare in any corpus: on a shared server, other tests' rows can make
    // "move" and "apartment" common enough for search to drop them (corpus-wide statistics).
    const result = await hybridSearch({ workspaceId: s.ws.id, query: "How long did the move to the new apartment in Quillington take?", k: 10 });
    const vector = await hasVector();
    expect(result.mode).toBe(vector ? "hybrid" : "fulltext");
    expect(result.fallbackReason).toBe(vector ? null : "vector_extension_missing");
    expect(result.fullTextMatch).toBe("any");
    const top = result.hits[0]!;
    expect(top.text).toMatch(/five hours/);
    expect(top.fullTextRank).toBeGreaterThan(0);
    expect(top.fullTextPosition).toBeGreaterThanOrEqual(1);
    expect(top.fusedScore).toBeGreaterThan(0);
    if (vector) expect(top.vectorSimilarity).toBeGreaterThan(0.1);
    else expect(top.vectorSimilarity).toBeNull();
    const fusedScores = result.hits.map((h) => h.fusedScore);
    expect(fusedScores).toEqual([...fusedScores].sort((a, b) => b - a));
  });

  it("links each hit to its source: the session turn, the memory, the fact sheet's session", async () => {
    const s = await setup();
    const { hits } = await hybridSearch({ workspaceId: s.ws.id, query: "beagle Biscuit", k: 10 });
    const observation = hits.find((h) => h.kind === "observation")!;
    expect(observation.source).toMatchObject({ type: "session", id: s.session.id, href: `/sessions/${s.session.id}` });
    expect(observation.source.label).toMatch(/turn 3 \(user\)/);
    const memory = hits.find((h) => h.kind === "memory")!;
    expect(memory).toMatchObject({ id: s.memory.id, memoryId: s.memory.id, source: { type: "memory", href: `/memories/${s.memory.id}` } });
    const factSheet = hits.find((h) => h.kind === "fact_sheet")!;
    expect(factSheet).toMatchObject({ id: s.factSheet.id, sessionId: s.session.id });
    expect(factSheet.source.label).toMatch(/fact sheet by facts@1/);
  });

  it("never returns archived memories, proposals or another workspace's rows", async () => {
    const s = await setup();
    for (const query of ["beagle", "Pretzel puppy", "Quixotica parrot", "Lisbon", "apartment move five hours"]) {
      const { hits } = await hybridSearch({ workspaceId: s.ws.id, query, k: 50 });
      expect(hits.map((h) => h.text).join("\n")).not.toMatch(/Pretzel|Quixotica|Lisbon/);
    }
  });

  it("filters by kind", async () => {
    const s = await setup();
    const { hits } = await hybridSearch({ workspaceId: s.ws.id, query: "beagle", k: 10, kinds: ["memory"] });
    expect(hits.map((h) => h.kind)).toEqual(["memory"]);
  });

  it("keeps web-search syntax strict when it is used", async () => {
    const s = await setup();
    const result = await hybridSearch({ workspaceId: s.ws.id, query: `"new apartment" -piano`, k: 10, kinds: ["observation"] });
    expect(result.fullTextMatch).toBe("websearch");
    const matched = result.hits.filter((h) => h.fullTextRank !== null);
    expect(matched.map((h) => h.text)).toEqual([expect.stringMatching(/new apartment/)]);
  });

  it("falls back to full text, and says so, when the embedder fails", async () => {
    const s = await setup();
    const result = await hybridSearch({ workspaceId: s.ws.id, query: "beagle", k: 5, embedder: failingEmbedder });
    expect(result.mode).toBe("fulltext");
    expect(result.fallbackReason).toBe((await hasVector()) ? "embedder_failed" : "vector_extension_missing");
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((h) => h.vectorSimilarity === null && h.vectorPosition === null)).toBe(true);
  });

  it("finds a misspelt word through the vector ranking where pgvector exists", async () => {
    const s = await setup();
    const { hits } = await hybridSearch({ workspaceId: s.ws.id, query: "apartmnet", k: 5, kinds: ["observation"] });
    if (!(await hasVector())) return expect(hits).toEqual([]);
    expect(hits[0]).toMatchObject({ fullTextRank: null, vectorPosition: 1 });
    expect(hits[0]!.text).toMatch(/apartment/);
  });

  it("walks the HNSW index to the same nearest rows an exact scan finds, among other workspaces' rows", async () => {
    const s = await setup();
    const support = await getVectorSupport();
    if (!support.available) return;
    const input = { workspaceId: s.ws.id, vector: toVectorLiteral(embedText("beagle shelter")), kinds: ["observation", "memory"] as const, limit: 50, support };
    const exact = await rankByVector(input);
    const walked = await rankByVector({ ...input, exactScanMaxRows: 0 });
    expect(exact).toHaveLength(5); // four observations (one cited by the proposal) and one active memory
    expect(walked.map((c) => c.id)).toEqual(exact.map((c) => c.id));
  });

  it("returns nothing for an empty query or one without words", async () => {
    const s = await setup();
    for (const query of ["   ", "?!", "-- '"]) expect((await hybridSearch({ workspaceId: s.ws.id, query, k: 5 })).hits).toEqual([]);
  });

  it("stops waiting for an embedder that does not answer", async () => {
    const silent: Embedder = { id: "silent", dimensions: 384, embed: () => new Promise(() => undefined) };
    const started = Date.now();
    expect(await embedQuery("beagle", silent, 50)).toEqual({ ok: false, message: "the embedder did not answer within 50 ms" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("embeddings", () => {
  it("embeds pending rows once, as a no-op without pgvector", async () => {
    const s = await setup();
    const again = await embedPending({ workspaceId: s.ws.id });
    expect(again.vectorSupport).toBe(await hasVector());
    expect(again.embedded).toEqual({ observation: 0, memory: 0, fact_sheet: 0 });
    if (!again.vectorSupport) return;
    const [row] = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Observation" WHERE "workspaceId" = ${s.ws.id} AND embedding IS NULL`;
    expect(row?.n).toBe(0);
  });

  it("clears a memory's embedding when its body changes, and embedMemory restores it", async () => {
    const s = await setup();
    const db = getDb();
    await db.memory.update({ where: { id: s.memory.id }, data: { body: "Has two beagles, Biscuit and Crumpet." } });
    const result = await embedMemory(s.memory.id);
    if (!(await hasVector())) return expect(result.status).toBe("no_vector_support");
    expect(result.status).toBe("embedded");
    const [row] = await db.$queryRaw<{ set: boolean }[]>`SELECT embedding IS NOT NULL AS set FROM "Memory" WHERE id = ${s.memory.id}`;
    expect(row?.set).toBe(true);
    await db.memory.update({ where: { id: s.memory.id }, data: { body: "Has three beagles." } });
    const [cleared] = await db.$queryRaw<{ set: boolean }[]>`SELECT embedding IS NOT NULL AS set FROM "Memory" WHERE id = ${s.memory.id}`;
    expect(cleared?.set).toBe(false);
    expect((await embedMemory(s.memory.id, { embedder: failingEmbedder })).status).toBe("embedder_failed");
  });

  it("lets an observation's embedding be written while its content stays immutable", async () => {
    const s = await setup();
    const db = getDb();
    await expect(db.$executeRaw`UPDATE "Observation" SET content = 'changed' WHERE "sessionId" = ${s.session.id}`).rejects.toThrow(/immutable/);
    if (!(await hasVector())) return;
    const written = await db.$executeRaw`UPDATE "Observation" SET embedding = NULL WHERE "sessionId" = ${s.session.id}`;
    expect(written).toBe(3);
    expect((await embedPending({ workspaceId: s.ws.id, kind: "observation" })).embedded.observation).toBe(3);
  });
});

describe("findSimilarMemories", () => {
  it("suggests the near-duplicate memory with its scores, leaving out excluded and archived ones", async () => {
    const s = await setup();
    const result = await findSimilarMemories({ workspaceId: s.ws.id, text: "Owns a beagle named Biscuit.", k: 3 });
    expect(result.mode).toBe((await hasVector()) ? "hybrid" : "fulltext");
    expect(result.memories[0]).toMatchObject({ memoryId: s.memory.id, body: "Has a beagle called Biscuit." });
    expect(result.memories[0]!.fullTextRank).toBeGreaterThan(0);
    if (result.mode === "hybrid") expect(result.memories[0]!.vectorSimilarity).toBeGreaterThan(0.2);
    expect(result.memories.map((m) => m.memoryId)).not.toContain(s.archived.id);
    const excluded = await findSimilarMemories({ workspaceId: s.ws.id, text: "Owns a beagle named Biscuit.", k: 3, excludeIds: [s.memory.id] });
    expect(excluded.memories).toEqual([]);
  });
});

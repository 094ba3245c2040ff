import { describe, expect, it } from "vitest";
import { loadSearchHits } from "@/lib/dal/search/load-search-hits";
import { rankByVector } from "@/lib/dal/search/rank-by-vector";
import { rankSearchHitsByVector } from "@/lib/dal/search/rank-search-hits-by-vector";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { getDb } from "@/lib/db/prisma";
import { embedText } from "@/lib/embeddings/local-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { SEARCH_KINDS, type SearchKind } from "@/lib/search/search-hit-source";
import { embedPending } from "@/lib/services/search/embed-pending";
import { createTestSession, createTestUser, createTestWorkspace } from "@/testing/factories";
import { createTestMemory } from "@/testing/proposal-factories";

async function setup() {
  const db = getDb();
  const ws = await createTestWorkspace("nearest-hits");
  const other = await createTestWorkspace("nearest-hits-elsewhere");
  const owner = await createTestUser("owner");
  const session = await createTestSession(ws.id, [
    { role: "user", content: "I adopted a beagle named Biscuit from the shelter last spring." },
    { role: "assistant", content: "Beagles are lovely. How is Biscuit settling in?" },
    { role: "user", content: "We moved into the new apartment on Saturday." },
  ]);
  await db.session.update({ where: { id: session.id }, data: { dateText: "2023/05/20 (Sat) 02:21" } });
  await createTestSession(other.id, [{ role: "user", content: "My beagle came from a shelter too." }]);
  await createTestMemory({ workspaceId: ws.id, ownerId: owner.id, body: "Has a beagle called Biscuit." });
  const archived = await createTestMemory({ workspaceId: ws.id, ownerId: owner.id, body: "Used to own a beagle puppy from the shelter." });
  await db.memory.update({ where: { id: archived.id }, data: { status: "archived" } });
  const extractor = await db.extractor.create({ data: { workspaceId: ws.id, name: "facts", version: "2", promptHash: "h" }, select: { id: true } });
  await db.factSheet.create({ data: { workspaceId: ws.id, sessionId: session.id, extractorId: extractor.id, text: "User adopted a beagle from a shelter." } });
  await embedPending({ workspaceId: ws.id });
  await embedPending({ workspaceId: other.id });
  return ws;
}

describe("rankSearchHitsByVector", () => {
  it("gives rankByVector's nearest rows, in its order, each as loadSearchHits reads it, on the exact, the HNSW and a mixed path", async () => {
    const support = await getVectorSupport();
    if (!support.available) return;
    const ws = await setup();
    const input = { workspaceId: ws.id, vector: toVectorLiteral(embedText("beagle from the shelter")), kinds: SEARCH_KINDS, limit: 50, support };
    // Every table exact, every table walked, and observations walked beside exactly scanned memories
    // and fact sheets (two of each: the archived memory counts).
    for (const exactScanMaxRows of [undefined, 0, 2]) {
      const ranked = await rankByVector({ ...input, exactScanMaxRows });
      const ids: Record<SearchKind, string[]> = { memory: [], observation: [], fact_sheet: [] };
      for (const c of ranked) ids[c.kind].push(c.id);
      const loaded = new Map((await loadSearchHits({ workspaceId: ws.id, ids })).map((h) => [`${h.kind}:${h.id}`, h]));
      const combined = await rankSearchHitsByVector({ ...input, exactScanMaxRows });
      expect(combined.map((r) => r.candidate)).toEqual(ranked);
      expect(combined.map((r) => r.hit)).toEqual(ranked.map((c) => loaded.get(`${c.kind}:${c.id}`) ?? null));
      // Three turns, the active memory and the fact sheet: never the archived memory or the other workspace.
      expect(combined.map((r) => r.candidate.kind).sort()).toEqual(["fact_sheet", "memory", "observation", "observation", "observation"]);
      expect(combined.every((r) => r.hit !== null)).toBe(true);
      const sheet = combined.find((r) => r.candidate.kind === "fact_sheet")!.hit!;
      expect(sheet).toMatchObject({ extractor: "facts@2", sessionDate: "2023/05/20 (Sat) 02:21", sessionTurnCount: null });
      const turn = combined.find((r) => r.candidate.kind === "observation")!.hit!;
      expect(turn).toMatchObject({ sessionDate: "2023/05/20 (Sat) 02:21", sessionTurnCount: 3, observationSource: null });
    }
  });

  it("reads nothing for no kinds", async () => {
    const support = await getVectorSupport();
    if (!support.available) return;
    expect(await rankSearchHitsByVector({ workspaceId: "none", vector: toVectorLiteral(embedText("x")), kinds: [], limit: 5, support })).toEqual([]);
  });
});

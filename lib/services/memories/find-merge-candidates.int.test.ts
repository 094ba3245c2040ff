import { describe, expect, it } from "vitest";
import { findMergeCandidates } from "@/lib/services/memories/find-merge-candidates";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { SIMILARITY_FLOOR } from "@/lib/inbox/memory-similarity";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { createTestMemory } from "@/testing/proposal-factories";

describe("findMergeCandidates", () => {
  it("offers a restated memory with its similarity and shared words, and nothing for an unrelated text", async () => {
    const f = await createWorkspaceWithRoles();
    const beagle = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Adopted a beagle named Biscuit from a shelter." });
    const hotels = await createTestMemory({
      workspaceId: f.workspace.id,
      ownerId: f.users.member.id,
      body: "Prefers small boutique hotels over chain hotels.",
    });
    await embedMemory(beagle.id);
    await embedMemory(hotels.id);
    const measure = (await getVectorSupport()).available ? "cosine" : "words";

    const close = await findMergeCandidates({ workspaceId: f.workspace.id, text: "Has a beagle called Biscuit, adopted from a shelter.", k: 5 });
    expect(close.map((c) => c.id)).toEqual([beagle.id]);
    expect(close[0]!.measure).toBe(measure);
    expect(close[0]!.similarity).toBeGreaterThanOrEqual(SIMILARITY_FLOOR);
    expect(close[0]!.similarity).toBeLessThan(1);
    const body = close[0]!.body;
    expect(close[0]!.matches.map(([s, e]) => body.slice(s, e))).toEqual(["Adopted", "beagle", "Biscuit", "shelter"]);

    expect(await findMergeCandidates({ workspaceId: f.workspace.id, text: "Commute to the office is 70 minutes each way by train.", k: 5 })).toEqual([]);
  });
});

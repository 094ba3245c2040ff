import { describe, expect, it } from "vitest";
import { POST as postMemories } from "@/app/api/v1/memories/route";
import { editMemory } from "@/lib/actions/memories/edit-memory";
import { mergeProposal } from "@/lib/actions/proposals/merge-proposal";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { MAX_MEMORY_BODY_CHARS } from "@/lib/schemas/memory";
import { createMemory } from "@/lib/services/memories/create-memory";
import { callApi, createTestToken } from "@/testing/api-client";
import { actorFor } from "@/testing/factories";
import { createMemoryFixture, memoryState } from "@/testing/memory-factories";
import { createTestProposal } from "@/testing/proposal-factories";

// A text over its field's limit is refused whole, with a message naming the field and the limit;
// nothing is cut and nothing is written.
const OVER = "x".repeat(MAX_MEMORY_BODY_CHARS + 1);
const BODY_LIMIT = "The memory text is over its limit of 20,000 characters: shorten it and try again.";

describe("over-limit text", () => {
  it("the create-memory service refuses a 20,001-character text naming the field and writes nothing", async () => {
    const f = await createMemoryFixture();
    const before = await memoryState(f);
    const actor = await actorFor(f.users.member.id);
    const refused = await createMemory({ actor, workspaceId: f.workspace.id, input: { body: OVER } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect((refused as InvalidInputError).issues).toEqual([{ path: "body", message: BODY_LIMIT }]);
    // Exactly at the limit is accepted: the limit is the schema's, not a cut.
    const atLimit = await createMemory({ actor, workspaceId: f.workspace.id, input: { body: OVER.slice(1) } });
    const stored = await getDb().memory.findUniqueOrThrow({ where: { id: atLimit.id }, select: { body: true } });
    expect(stored.body).toHaveLength(MAX_MEMORY_BODY_CHARS);
    expect((await memoryState(f)).memories).toBe(before.memories + 1);
  });

  it("the HTTP API answers 422 naming body and its limit, and stores nothing", async () => {
    const f = await createMemoryFixture();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: ["memories:write"] });
    const before = await memoryState(f);
    const response = await callApi(postMemories, { path: "/api/v1/memories", token, json: { body: OVER } });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe("INVALID_INPUT");
    expect(response.json.error.details).toEqual([{ path: "body", message: BODY_LIMIT }]);
    expect(await memoryState(f)).toEqual(before);
  });

  it("an edit with an over-long reason is refused naming the reason and its limit; no revision is added", async () => {
    const f = await createMemoryFixture();
    const before = await memoryState(f);
    const result = await runAsActor(await actorFor(f.users.member.id), () =>
      editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "Has a beagle.", reason: "r".repeat(501) }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      issues: [{ path: "reason", message: "The reason for the change is over its limit of 500 characters: shorten it and try again." }],
    });
    expect(await memoryState(f)).toEqual(before);
  });

  it("a default merge whose joined text would pass the limit is refused, not cut; memory and proposal stay as they were", async () => {
    const f = await createMemoryFixture();
    await getDb().memory.update({ where: { id: f.memory.id }, data: { body: "m".repeat(15_000) } });
    const proposal = await createTestProposal({
      workspaceId: f.workspace.id,
      ownerId: f.users.member.id,
      proposerId: f.users.admin.id,
      body: "p".repeat(10_000),
    });
    const before = await memoryState(f);
    const result = await runAsActor(await actorFor(f.users.member.id), () =>
      mergeProposal({ workspaceId: f.workspace.id, proposalId: proposal.id, memoryId: f.memory.id }),
    );
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(result.ok ? "" : result.message).toBe(
      "The merged memory text would be 25,001 characters, over its limit of 20,000: merge an edited, shorter text instead.",
    );
    expect(await memoryState(f)).toEqual(before);
    expect((await getDb().proposal.findUniqueOrThrow({ where: { id: proposal.id }, select: { status: true } })).status).toBe("pending");
  });
});

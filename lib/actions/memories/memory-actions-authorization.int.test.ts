import { describe, expect, it } from "vitest";
import { archiveMemory } from "@/lib/actions/memories/archive-memory";
import { createMemory } from "@/lib/actions/memories/create-memory";
import { editMemory } from "@/lib/actions/memories/edit-memory";
import { restoreMemory } from "@/lib/actions/memories/restore-memory";
import { revertMemory } from "@/lib/actions/memories/revert-memory";
import { createProposal } from "@/lib/actions/proposals/create-proposal";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor } from "@/lib/testing/factories";
import { createMemoryFixture, memoryState, type MemoryFixture } from "@/lib/testing/memory-factories";

type Caller = "owner" | "admin" | "member" | "viewer" | "outsider" | "signedOut";
const CALLERS: Caller[] = ["owner", "admin", "member", "viewer", "outsider", "signedOut"];

// "owner" is the member who owns the memory; "member" is a second member who owns nothing.
const userId = (f: MemoryFixture, caller: Caller): string | null =>
  ({ owner: f.users.member.id, admin: f.users.admin.id, member: f.nonOwner.id, viewer: f.users.viewer.id, outsider: f.users.outsider.id, signedOut: null })[caller];

async function as<T>(userId: string | null, fn: () => Promise<ActionResult<T>>) {
  return runAsActor(userId ? await actorFor(userId) : null, fn);
}

type Case = {
  name: string;
  allowed: Caller[];
  // Put the fixture in the state the action starts from (restore needs an archived memory).
  prepare?: (f: MemoryFixture) => Promise<void>;
  call: (f: MemoryFixture) => Promise<ActionResult<unknown>>;
};

const archive = async (f: MemoryFixture) => {
  await getDb().memory.update({ where: { id: f.memory.id }, data: { status: "archived" } });
};

const CASES: Case[] = [
  {
    name: "create-memory",
    allowed: ["owner", "admin", "member"],
    call: (f) => createMemory({ workspaceId: f.workspace.id, body: "Prefers tea to coffee.", observationIds: [f.turns[0]!.id] }),
  },
  {
    name: "edit-memory",
    allowed: ["owner", "admin"],
    call: (f) => editMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, body: "Has a beagle and a cat.", reason: "Adopted a cat.", baseRevision: 2 }),
  },
  {
    name: "revert-memory",
    allowed: ["owner", "admin"],
    call: (f) => revertMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id, revision: 1 }),
  },
  {
    name: "archive-memory",
    allowed: ["owner", "admin"],
    call: (f) => archiveMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }),
  },
  {
    name: "restore-memory",
    allowed: ["owner", "admin"],
    prepare: archive,
    call: (f) => restoreMemory({ workspaceId: f.workspace.id, memoryId: f.memory.id }),
  },
  {
    name: "create-proposal from a turn",
    allowed: ["owner", "admin", "member"],
    call: (f) => createProposal({ workspaceId: f.workspace.id, body: "Runs on Sundays.", observationIds: [f.turns[4]!.id] }),
  },
  {
    name: "create-proposal from a fact-sheet line",
    allowed: ["owner", "admin", "member"],
    call: (f) => createProposal({ workspaceId: f.workspace.id, body: "Runs on Sundays.", ownerId: f.users.member.id, factSheet: { factSheetId: f.factSheet.id, line: 2 } }),
  },
];

const expectedRefusal = (caller: Caller) => (caller === "signedOut" ? "UNAUTHENTICATED" : caller === "outsider" ? "NOT_FOUND" : "FORBIDDEN");

describe("memory actions, per action and role", () => {
  for (const action of CASES) {
    for (const caller of CALLERS) {
      const allowed = action.allowed.includes(caller);
      it(`${action.name}: ${caller} is ${allowed ? "allowed" : `refused with ${expectedRefusal(caller)}, changing nothing`}`, async () => {
        const f = await createMemoryFixture();
        await action.prepare?.(f);
        const before = await memoryState(f);
        const result = await as(userId(f, caller), () => action.call(f));
        const after = await memoryState(f);
        if (allowed) {
          expect(result.ok, JSON.stringify(result)).toBe(true);
          expect(after.audit).toBe(before.audit + 1);
        } else {
          expect(result).toMatchObject({ ok: false, code: expectedRefusal(caller) });
          expect(after).toEqual(before);
        }
      });
    }
  }
});

describe("a member of another workspace", () => {
  for (const action of CASES.filter((c) => c.name !== "create-memory" && !c.name.startsWith("create-proposal"))) {
    it(`${action.name}: gets NOT_FOUND for this workspace's memory even through their own workspace`, async () => {
      const f = await createMemoryFixture();
      await action.prepare?.(f);
      const before = await memoryState(f);
      // The outsider is an admin of their own workspace, so only the record's scope stops them.
      const result = await as(f.users.outsider.id, () => action.call({ ...f, workspace: f.other }));
      expect(result).toMatchObject({ ok: false, code: "NOT_FOUND", message: "That memory does not exist." });
      expect(await memoryState(f)).toEqual(before);
      expect(await getDb().auditEvent.count({ where: { workspaceId: f.other.id } })).toBe(0);
    });
  }

  it("create-proposal: cannot cite this workspace's turns or fact sheets from their own workspace", async () => {
    const f = await createMemoryFixture();
    const outsider = f.users.outsider.id;
    const fromTurn = await as(outsider, () => createProposal({ workspaceId: f.other.id, body: "x", observationIds: [f.turns[2]!.id] }));
    expect(fromTurn, JSON.stringify(fromTurn)).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    const fromLine = await as(outsider, () => createProposal({ workspaceId: f.other.id, body: "x", factSheet: { factSheetId: f.factSheet.id, line: 1 } }));
    expect(fromLine).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await getDb().proposal.count({ where: { workspaceId: f.other.id } })).toBe(0);
  });
});

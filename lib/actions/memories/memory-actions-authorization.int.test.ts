import { describe, expect, it } from "vitest";
import { createProposal } from "@/lib/actions/proposals/create-proposal";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor } from "@/testing/factories";
import { createMemoryFixture, memoryState, type MemoryFixture } from "@/testing/memory-factories";

type Caller = "owner" | "admin" | "member" | "viewer" | "outsider" | "signedOut";
const CALLERS: Caller[] = ["owner", "admin", "member", "viewer", "outsider", "signedOut"];

// "owner" is the member who owns the memory; "member" is a second member who owns nothing.
const userId = (f: MemoryFixture, caller: Caller): string | null =>
  ({ owner: f.users.member.id, admin: f.users.admin.id, member: f.nonOwner.id, viewer: f.users.viewer.id, outsider: f.users.outsider.id, signedOut: null })[
    caller
  ];

async function as<T>(userId: string | null, fn: () => Promise<ActionResult<T>>) {
  return runAsActor(userId ? await actorFor(userId) : null, fn);
}

type Case = {
  name: string;
  allowed: Caller[];
  call: (f: MemoryFixture) => Promise<ActionResult<unknown>>;
};

// Every memory action per role, and the outsider through their own workspace, is the
// access-control matrix (lib/permissions/access-control-matrix.int.test.ts). What it does not
// cover: proposing from a fact-sheet line, which cites the session's turns instead.
const CASES: Case[] = [
  {
    name: "create-proposal from a fact-sheet line",
    allowed: ["owner", "admin", "member"],
    call: (f) =>
      createProposal({
        workspaceId: f.workspace.id,
        body: "Runs on Sundays.",
        ownerId: f.users.member.id,
        factSheet: { factSheetId: f.factSheet.id, line: 2 },
      }),
  },
];

const expectedRefusal = (caller: Caller) => (caller === "signedOut" ? "UNAUTHENTICATED" : caller === "outsider" ? "NOT_FOUND" : "FORBIDDEN");

describe("memory actions, per action and role", () => {
  for (const action of CASES) {
    for (const caller of CALLERS) {
      const allowed = action.allowed.includes(caller);
      it(`${action.name}: ${caller} is ${allowed ? "allowed" : `refused with ${expectedRefusal(caller)}, changing nothing`}`, async () => {
        const f = await createMemoryFixture();
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

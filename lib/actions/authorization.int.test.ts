import { describe, expect, it } from "vitest";
import { addMember } from "@/lib/actions/members/add-member";
import { setMemberRole } from "@/lib/actions/members/set-member-role";
import { renameWorkspace } from "@/lib/actions/workspaces/rename-workspace";
import { runAsActor } from "@/lib/auth/actor-context";
import { getSession } from "@/lib/dal/sessions/get-session";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor, createTestSession, createTestUser, createWorkspaceWithRoles } from "@/lib/testing/factories";

type Caller = "admin" | "member" | "viewer" | "outsider" | "signedOut";
type Fixture = Awaited<ReturnType<typeof createWorkspaceWithRoles>>;

// Every mutation that exists, with who may run it. A refused call must change nothing.
const MUTATIONS: {
  name: string;
  allowed: Caller[];
  call: (f: Fixture, extra: { id: string; email: string }) => Promise<ActionResult<unknown>>;
  snapshot: (f: Fixture) => Promise<unknown>;
}[] = [
  {
    name: "rename-workspace",
    allowed: ["admin"],
    call: (f) => renameWorkspace({ workspaceId: f.workspace.id, name: "Renamed" }),
    snapshot: (f) => getDb().workspace.findUnique({ where: { id: f.workspace.id }, select: { name: true } }),
  },
  {
    name: "add-member",
    allowed: ["admin"],
    call: (f, extra) => addMember({ workspaceId: f.workspace.id, email: extra.email, role: "member" }),
    snapshot: (f) => getDb().membership.count({ where: { workspaceId: f.workspace.id } }),
  },
  {
    name: "set-member-role",
    allowed: ["admin"],
    call: (f) => setMemberRole({ workspaceId: f.workspace.id, userId: f.users.viewer.id, role: "member" }),
    snapshot: (f) => getDb().membership.findMany({ where: { workspaceId: f.workspace.id }, select: { userId: true, role: true }, orderBy: { userId: "asc" } }),
  },
];

const CALLERS: Caller[] = ["admin", "member", "viewer", "outsider", "signedOut"];
const EXPECTED_REFUSAL: Record<Exclude<Caller, "admin">, string> = {
  member: "FORBIDDEN",
  viewer: "FORBIDDEN",
  outsider: "NOT_FOUND",
  signedOut: "UNAUTHENTICATED",
};

async function callAs(f: Fixture, caller: Caller, fn: () => Promise<ActionResult<unknown>>) {
  const actor = caller === "signedOut" ? null : await actorFor(f.users[caller].id);
  return runAsActor(actor, fn);
}

describe("authorization of every mutation, per role", () => {
  for (const mutation of MUTATIONS) {
    for (const caller of CALLERS) {
      const allowed = mutation.allowed.includes(caller);
      it(`${mutation.name}: ${caller} is ${allowed ? "allowed" : "refused and nothing changes"}`, async () => {
        const f = await createWorkspaceWithRoles();
        const extra = await createTestUser("invitee");
        const before = await mutation.snapshot(f);
        const result = await callAs(f, caller, () => mutation.call(f, extra));
        if (allowed) {
          expect(result).toMatchObject({ ok: true });
          expect(await mutation.snapshot(f)).not.toEqual(before);
        } else {
          expect(result).toMatchObject({ ok: false, code: EXPECTED_REFUSAL[caller as Exclude<Caller, "admin">] });
          expect(await mutation.snapshot(f)).toEqual(before);
        }
      });
    }
  }

  it("records an audit event with the actor for an allowed mutation", async () => {
    const f = await createWorkspaceWithRoles();
    await callAs(f, "admin", () => renameWorkspace({ workspaceId: f.workspace.id, name: "Audited" }));
    const events = await getDb().auditEvent.findMany({ where: { workspaceId: f.workspace.id, action: "workspace.renamed" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: f.users.admin.id, after: { name: "Audited" } });
  });

  it("rejects invalid input with the field named, before any permission check", async () => {
    const f = await createWorkspaceWithRoles();
    const result = await callAs(f, "admin", () => renameWorkspace({ workspaceId: f.workspace.id, name: "" }));
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT", issues: [{ path: "name" }] });
  });
});

describe("workspace isolation", () => {
  it("a member of workspace A cannot read a session of workspace B", async () => {
    const f = await createWorkspaceWithRoles();
    const sessionInOther = await createTestSession(f.other.id, [{ role: "user", content: "private" }]);
    expect(await getSession({ workspaceId: f.workspace.id, sessionId: sessionInOther.id })).toBeNull();
    expect(await getSession({ workspaceId: f.other.id, sessionId: sessionInOther.id })).not.toBeNull();
  });
});

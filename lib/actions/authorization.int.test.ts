import { describe, expect, it } from "vitest";
import { renameWorkspace } from "@/lib/actions/workspaces/rename-workspace";
import { runAsActor } from "@/lib/auth/actor-context";
import { getSession } from "@/lib/dal/sessions/get-session";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor, createTestSession, createWorkspaceWithRoles } from "@/testing/factories";

type Fixture = Awaited<ReturnType<typeof createWorkspaceWithRoles>>;

// Who may run each action, and that a refused call changes nothing, is the access-control matrix
// (lib/permissions/access-control-matrix.int.test.ts); these are the details around it.
async function callAs(f: Fixture, caller: "admin", fn: () => Promise<ActionResult<unknown>>) {
  return runAsActor(await actorFor(f.users[caller].id), fn);
}

describe("workspace mutations", () => {
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

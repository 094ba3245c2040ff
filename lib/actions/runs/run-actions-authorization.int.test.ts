import { describe, expect, it } from "vitest";
import { archiveRun } from "@/lib/actions/runs/archive-run";
import { tagRun } from "@/lib/actions/runs/tag-run";
import { unarchiveRun } from "@/lib/actions/runs/unarchive-run";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor, createWorkspaceWithRoles, uniq } from "@/testing/factories";

type Caller = "admin" | "member" | "viewer" | "outsider" | "signedOut";
const CALLERS: Caller[] = ["admin", "member", "viewer", "outsider", "signedOut"];
const ALLOWED: Caller[] = ["admin", "member"];

async function createRunFixture() {
  const f = await createWorkspaceWithRoles();
  const db = getDb();
  const benchmark = await db.benchmark.create({ data: { workspaceId: f.workspace.id, name: uniq("bench") }, select: { id: true } });
  const run = await db.run.create({
    data: { workspaceId: f.workspace.id, benchmarkId: benchmark.id, name: uniq("run"), kind: "imported", tags: ["baseline"] },
    select: { id: true },
  });
  return { ...f, run };
}
type RunFixture = Awaited<ReturnType<typeof createRunFixture>>;

async function runState(f: RunFixture) {
  const db = getDb();
  return {
    run: await db.run.findUnique({ where: { id: f.run.id }, select: { tags: true, archivedAt: true } }),
    audit: await db.auditEvent.findMany({ where: { workspaceId: f.workspace.id }, select: { action: true, actorId: true, before: true, after: true } }),
  };
}

async function as<T>(f: RunFixture, caller: Caller, fn: () => Promise<ActionResult<T>>) {
  const userId = caller === "signedOut" ? null : f.users[caller].id;
  return runAsActor(userId ? await actorFor(userId) : null, fn);
}

type Case = {
  name: string;
  prepare?: (f: RunFixture) => Promise<void>;
  call: (f: RunFixture, workspaceId: string) => Promise<ActionResult<unknown>>;
  changed: (before: Awaited<ReturnType<typeof runState>>, after: Awaited<ReturnType<typeof runState>>, actorId: string) => void;
};

const CASES: Case[] = [
  {
    name: "tag-run",
    call: (f, workspaceId) => tagRun({ workspaceId, runId: f.run.id, tags: ["Baseline", "k=10"] }),
    changed: (_, after, actorId) => {
      expect(after.run?.tags).toEqual(["baseline", "k=10"]);
      expect(after.audit).toEqual([{ action: "run.tagged", actorId, before: { tags: ["baseline"] }, after: { tags: ["baseline", "k=10"] } }]);
    },
  },
  {
    name: "archive-run",
    call: (f, workspaceId) => archiveRun({ workspaceId, runId: f.run.id }),
    changed: (_, after, actorId) => {
      expect(after.run?.archivedAt).toBeInstanceOf(Date);
      expect(after.audit).toEqual([{ action: "run.archived", actorId, before: { archived: false }, after: { archived: true } }]);
    },
  },
  {
    name: "unarchive-run",
    prepare: async (f) => {
      await getDb().run.update({ where: { id: f.run.id }, data: { archivedAt: new Date() } });
    },
    call: (f, workspaceId) => unarchiveRun({ workspaceId, runId: f.run.id }),
    changed: (_, after, actorId) => {
      expect(after.run?.archivedAt).toBeNull();
      expect(after.audit).toEqual([{ action: "run.unarchived", actorId, before: { archived: true }, after: { archived: false } }]);
    },
  },
];

const expectedRefusal = (caller: Caller) => (caller === "signedOut" ? "UNAUTHENTICATED" : caller === "outsider" ? "NOT_FOUND" : "FORBIDDEN");

describe("run actions, per action and role", () => {
  for (const action of CASES) {
    for (const caller of CALLERS) {
      const allowed = ALLOWED.includes(caller);
      it(`${action.name}: ${caller} is ${allowed ? "allowed, with an audit event" : `refused with ${expectedRefusal(caller)}, changing nothing`}`, async () => {
        const f = await createRunFixture();
        await action.prepare?.(f);
        const before = await runState(f);
        const result = await as(f, caller, () => action.call(f, f.workspace.id));
        const after = await runState(f);
        if (allowed) {
          expect(result.ok, JSON.stringify(result)).toBe(true);
          action.changed(before, after, f.users[caller as "admin" | "member"].id);
        } else {
          expect(result).toMatchObject({ ok: false, code: expectedRefusal(caller) });
          expect(after).toEqual(before);
        }
      });
    }
  }
});

describe("run actions across workspaces and states", () => {
  for (const action of CASES) {
    it(`${action.name}: an admin of another workspace gets NOT_FOUND through their own workspace`, async () => {
      const f = await createRunFixture();
      await action.prepare?.(f);
      const before = await runState(f);
      const result = await as(f, "outsider", () => action.call(f, f.other.id));
      expect(result).toMatchObject({ ok: false, code: "NOT_FOUND", message: "That run does not exist." });
      expect(await runState(f)).toEqual(before);
      expect(await getDb().auditEvent.count({ where: { workspaceId: f.other.id } })).toBe(0);
    });
  }

  it("archive-run twice: the second is a CONFLICT and records no second event", async () => {
    const f = await createRunFixture();
    expect((await as(f, "member", () => archiveRun({ workspaceId: f.workspace.id, runId: f.run.id }))).ok).toBe(true);
    const second = await as(f, "member", () => archiveRun({ workspaceId: f.workspace.id, runId: f.run.id }));
    expect(second).toMatchObject({ ok: false, code: "CONFLICT" });
    expect((await runState(f)).audit).toHaveLength(1);
  });

  it("tag-run refuses a tag with markup, changing nothing", async () => {
    const f = await createRunFixture();
    const before = await runState(f);
    const result = await as(f, "admin", () => tagRun({ workspaceId: f.workspace.id, runId: f.run.id, tags: ["<script>"] }));
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await runState(f)).toEqual(before);
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import type { decideProposal as commitDecision } from "@/lib/dal/proposals/decide-proposal";
import { AppError } from "@/lib/errors";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";
import { undoDecision } from "@/lib/services/proposals/undo-decision";
import { actorFor, createWorkspaceWithRoles, uniq } from "@/testing/factories";
import { createTestMemory, createTestProposal } from "@/testing/proposal-factories";

type Decision = Parameters<typeof commitDecision>[0]["decision"];

// The member owns the proposal and the memory; the admin reviews.
async function setup() {
  const f = await createWorkspaceWithRoles();
  const proposal = await createTestProposal({
    workspaceId: f.workspace.id,
    ownerId: f.users.member.id,
    proposerId: f.users.viewer.id,
    body: `Plays the cello ${uniq("p")}.`,
  });
  const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Works as a nurse." });
  const admin = await actorFor(f.users.admin.id);
  const owner = await actorFor(f.users.member.id);
  const decide = (decision: Decision, proposalId = proposal.id) =>
    decideProposal({ actor: admin, workspaceId: f.workspace.id, input: { proposalId, decision } });
  return { f, proposal, memory, admin, owner, decide };
}

async function snapshot(s: Awaited<ReturnType<typeof setup>>) {
  const db = getDb();
  return {
    proposal: await db.proposal.findUniqueOrThrow({
      where: { id: s.proposal.id },
      select: { status: true, decidedById: true, decidedAt: true, decisionReason: true, memoryId: true, targetMemoryId: true },
    }),
    memories: await db.memory.findMany({
      where: { workspaceId: s.f.workspace.id },
      select: { id: true, body: true, currentRevision: true },
      orderBy: { createdAt: "asc" },
    }),
    revisions: await db.memoryRevision.findMany({ where: { memory: { workspaceId: s.f.workspace.id } }, select: { memoryId: true, number: true, body: true } }),
    sources: await db.memorySource.findMany({ where: { memory: { workspaceId: s.f.workspace.id } }, select: { memoryId: true, observationId: true } }),
  };
}

async function refusal(fn: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const undoEvents = (workspaceId: string) =>
  getDb().auditEvent.findMany({ where: { workspaceId, action: "proposal.decision_undone" }, select: { actorId: true, before: true, after: true } });

describe("undoDecision", () => {
  it("undoes an accept: the proposal is pending again and the memory it created is gone with its revision", async () => {
    const s = await setup();
    const before = await snapshot(s);
    const accepted = await s.decide({ kind: "accept" });
    expect((await snapshot(s)).memories).toHaveLength(2);
    const result = await undoDecision({ actor: s.admin, workspaceId: s.f.workspace.id, input: { proposalId: s.proposal.id } });
    expect(result).toEqual({ proposalId: s.proposal.id, undone: "accepted", memoryId: null, removedMemoryId: accepted.memoryId });
    expect(await snapshot(s)).toEqual(before);
    expect(await getDb().memory.count({ where: { id: accepted.memoryId! } })).toBe(0);
    const events = await undoEvents(s.f.workspace.id);
    expect(events).toEqual([
      {
        actorId: s.f.users.admin.id,
        before: { status: "accepted", decision: "accepted", memoryId: accepted.memoryId, revision: 1 },
        after: { status: "pending", removedMemoryId: accepted.memoryId, restoredRevision: null },
      },
    ]);
  });

  it("undoes a merge of an edited text: the memory's body, revision and sources are as before", async () => {
    const s = await setup();
    const before = await snapshot(s);
    await s.decide({ kind: "merge", memoryId: s.memory.id, body: "Works as a nurse and plays the cello (edited)." });
    const merged = await snapshot(s);
    expect(merged.memories.find((m) => m.id === s.memory.id)).toMatchObject({ body: "Works as a nurse and plays the cello (edited).", currentRevision: 2 });
    expect(merged.sources).toHaveLength(1);
    const result = await undoDecision({ actor: s.admin, workspaceId: s.f.workspace.id, input: { proposalId: s.proposal.id } });
    expect(result).toMatchObject({ undone: "merged", memoryId: s.memory.id, removedMemoryId: null });
    expect(await snapshot(s)).toEqual(before);
    expect((await undoEvents(s.f.workspace.id))[0]?.after).toEqual({ status: "pending", removedMemoryId: null, restoredRevision: 1 });
  });

  it("undoes a reject: pending again, the reason cleared; the proposal can then be accepted", async () => {
    const s = await setup();
    const before = await snapshot(s);
    await s.decide({ kind: "reject", reason: "Not true." });
    await undoDecision({ actor: s.admin, workspaceId: s.f.workspace.id, input: { proposalId: s.proposal.id } });
    expect(await snapshot(s)).toEqual(before);
    await expect(s.decide({ kind: "accept" })).resolves.toMatchObject({ status: "accepted" });
  });

  it("lets the proposal's owner undo the admin's decision, and refuses another admin who did not decide it", async () => {
    const s = await setup();
    const db = getDb();
    const otherAdmin = await db.user.create({ data: { email: `${uniq("admin2")}@t.lore` }, select: { id: true } });
    await db.membership.create({ data: { workspaceId: s.f.workspace.id, userId: otherAdmin.id, role: "admin" } });
    await s.decide({ kind: "accept" });
    const input = { proposalId: s.proposal.id };
    const stranger = await actorFor(otherAdmin.id);
    expect(await refusal(() => undoDecision({ actor: stranger, workspaceId: s.f.workspace.id, input }))).toEqual({
      code: "FORBIDDEN",
      message: "Only the reviewer who decided this proposal or its owner can undo the decision.",
    });
    expect((await snapshot(s)).proposal.status).toBe("accepted");
    await expect(undoDecision({ actor: s.owner, workspaceId: s.f.workspace.id, input })).resolves.toMatchObject({ undone: "accepted" });
    expect((await snapshot(s)).proposal.status).toBe("pending");
  });

  it("refuses after 10 seconds and when the memory changed since, changing nothing", async () => {
    const s = await setup();
    await s.decide({ kind: "accept" });
    await getDb().proposal.update({ where: { id: s.proposal.id }, data: { decidedAt: new Date(Date.now() - 11_000) } });
    const late = await snapshot(s);
    expect(await refusal(() => undoDecision({ actor: s.admin, workspaceId: s.f.workspace.id, input: { proposalId: s.proposal.id } }))).toEqual({
      code: "CONFLICT",
      message: "The 10 seconds to undo this decision are over (it was made 11 s ago).",
    });
    expect(await snapshot(s)).toEqual(late);

    const t = await setup();
    await t.decide({ kind: "merge", memoryId: t.memory.id });
    const second = await createTestProposal({
      workspaceId: t.f.workspace.id,
      ownerId: t.f.users.member.id,
      proposerId: t.f.users.viewer.id,
      body: "Has a dog.",
    });
    await t.decide({ kind: "merge", memoryId: t.memory.id }, second.id);
    const changed = await snapshot(t);
    expect(await refusal(() => undoDecision({ actor: t.admin, workspaceId: t.f.workspace.id, input: { proposalId: t.proposal.id } }))).toEqual({
      code: "CONFLICT",
      message: "The memory changed after this decision (it is at revision 3, the decision wrote 2): undo would lose that change.",
    });
    expect(await snapshot(t)).toEqual(changed);
  });

  it("refuses a second undo of the same decision, a viewer, and another workspace's member", async () => {
    const s = await setup();
    await s.decide({ kind: "reject", reason: "Not true." });
    const input = { proposalId: s.proposal.id };
    const viewer = await actorFor(s.f.users.viewer.id);
    expect((await refusal(() => undoDecision({ actor: viewer, workspaceId: s.f.workspace.id, input }))).code).toBe("FORBIDDEN");
    const outsider = await actorFor(s.f.users.outsider.id);
    expect((await refusal(() => undoDecision({ actor: outsider, workspaceId: s.f.workspace.id, input }))).code).toBe("NOT_FOUND");
    await undoDecision({ actor: s.owner, workspaceId: s.f.workspace.id, input });
    expect(await refusal(() => undoDecision({ actor: s.owner, workspaceId: s.f.workspace.id, input }))).toEqual({
      code: "CONFLICT",
      message: "This proposal is pending: its decision was already undone.",
    });
    expect(await undoEvents(s.f.workspace.id)).toHaveLength(1);
  });

  it("keeps revisions immutable outside an undo", async () => {
    const s = await setup();
    await expect(getDb().memoryRevision.deleteMany({ where: { memoryId: s.memory.id } })).rejects.toThrow();
    expect(await getDb().memoryRevision.count({ where: { memoryId: s.memory.id } })).toBe(1);
  });
});

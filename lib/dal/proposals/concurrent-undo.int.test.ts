import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";
import { undoDecision } from "@/lib/services/proposals/undo-decision";
import { actorFor, createWorkspaceWithRoles, uniq } from "@/testing/factories";
import { createTestMemory, createTestProposal } from "@/testing/proposal-factories";

const ROUNDS = 8;

const settle = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (error: unknown) => (error instanceof AppError ? error.code : `unexpected: ${String(error)}`),
  );

// A memory with proposal A merged into it (revision 2) and proposal B pending for the same memory.
async function mergedOnce() {
  const f = await createWorkspaceWithRoles();
  const admin = await actorFor(f.users.admin.id);
  const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Base fact." });
  const a = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.member.id, proposerId: f.users.viewer.id, body: `Fact A ${uniq("a")}.` });
  const b = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.member.id, proposerId: f.users.viewer.id, body: `Fact B ${uniq("b")}.` });
  const decide = (proposalId: string) =>
    decideProposal({ actor: admin, workspaceId: f.workspace.id, input: { proposalId, decision: { kind: "merge", memoryId: memory.id } } });
  const undo = (proposalId: string) => undoDecision({ actor: admin, workspaceId: f.workspace.id, input: { proposalId } });
  await decide(a.id);
  const state = async () => {
    const db = getDb();
    return {
      memory: await db.memory.findUniqueOrThrow({ where: { id: memory.id }, select: { body: true, currentRevision: true } }),
      revisions: (await db.memoryRevision.findMany({ where: { memoryId: memory.id }, orderBy: { number: "asc" }, select: { number: true, body: true } })).map(
        (r) => r.number,
      ),
      a: (await db.proposal.findUniqueOrThrow({ where: { id: a.id }, select: { status: true } })).status,
      b: (await db.proposal.findUniqueOrThrow({ where: { id: b.id }, select: { status: true } })).status,
      undoEvents: await db.auditEvent.count({ where: { workspaceId: f.workspace.id, action: "proposal.decision_undone" } }),
    };
  };
  return { a, b, decide, undo, state };
}

// The embedded server runs one statement at a time and hides these races; on a real PostgreSQL
// the undo and the merge really interleave.
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("concurrent undo", () => {
  it(`an undo racing a second merge into the same memory: either the undo is refused or the merge builds on the restored text (${ROUNDS} rounds)`, async () => {
    const seen = new Set<string>();
    for (let r = 0; r < ROUNDS; r++) {
      const s = await mergedOnce();
      const [undone, merged] = await Promise.all([settle(s.undo(s.a.id)), settle(s.decide(s.b.id))]);
      const final = await s.state();
      expect(merged).toBe("ok");
      expect(final.b).toBe("accepted");
      expect(final.memory.body).toContain(s.b.body);
      expect(final.revisions).toEqual(Array.from({ length: final.memory.currentRevision }, (_, i) => i + 1));
      if (undone === "ok") {
        // The undo went first: A's text is gone and B was merged into the base text.
        expect(final).toMatchObject({ a: "pending", undoEvents: 1, memory: { body: `Base fact.\n${s.b.body}`, currentRevision: 2 } });
      } else {
        expect(undone).toBe("CONFLICT");
        expect(final).toMatchObject({ a: "accepted", undoEvents: 0, memory: { body: `Base fact.\n${s.a.body}\n${s.b.body}`, currentRevision: 3 } });
      }
      seen.add(undone);
    }
    expect([...seen].every((o) => o === "ok" || o === "CONFLICT")).toBe(true);
  });

  it(`two undos of one decision at once: exactly one wins, the other is refused (${ROUNDS} rounds)`, async () => {
    for (let r = 0; r < ROUNDS; r++) {
      const s = await mergedOnce();
      const outcomes = await Promise.all([settle(s.undo(s.a.id)), settle(s.undo(s.a.id))]);
      expect(outcomes.sort()).toEqual(["CONFLICT", "ok"]);
      expect(await s.state()).toMatchObject({ a: "pending", b: "pending", undoEvents: 1, revisions: [1], memory: { body: "Base fact.", currentRevision: 1 } });
    }
  });
});

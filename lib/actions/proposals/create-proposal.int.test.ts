import { describe, expect, it } from "vitest";
import { createProposal } from "@/lib/actions/proposals/create-proposal";
import { runAsActor } from "@/lib/auth/actor-context";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor } from "@/testing/factories";
import { createMemoryFixture, memoryState } from "@/testing/memory-factories";

async function as<T>(userId: string, fn: () => Promise<ActionResult<T>>) {
  return runAsActor(await actorFor(userId), fn);
}
const citations = (proposalId: string) =>
  getDb()
    .proposalCitation.findMany({ where: { proposalId }, select: { observationId: true } })
    .then((rows) => rows.map((r) => r.observationId).sort());

// Who may call it is covered per role in lib/actions/memories/memory-actions-authorization.int.test.ts.
describe("proposing a memory", () => {
  it("from a turn lands pending in the proposer's own inbox by default, citing the turn", async () => {
    const f = await createMemoryFixture();
    const result = await as(f.nonOwner.id, () => createProposal({ workspaceId: f.workspace.id, body: "Runs on Sundays.", observationIds: [f.turns[4]!.id] }));
    expect(result).toMatchObject({ ok: true, data: { ownerId: f.nonOwner.id, observationIds: [f.turns[4]!.id] } });
    const pending = await getDb().proposal.findMany({
      where: { workspaceId: f.workspace.id, ownerId: f.nonOwner.id, status: "pending" },
      select: { body: true, proposerId: true },
    });
    expect(pending).toEqual([{ body: "Runs on Sundays.", proposerId: f.nonOwner.id }]);
    expect(await getDb().auditEvent.count({ where: { workspaceId: f.workspace.id, action: "proposal.created", actorId: f.nonOwner.id } })).toBe(1);
  });

  it("from a fact-sheet line cites the session turns that support the line", async () => {
    const f = await createMemoryFixture();
    const result = await as(f.nonOwner.id, () =>
      createProposal({
        workspaceId: f.workspace.id,
        body: `Adopted a beagle named ${f.word}.`,
        ownerId: f.users.member.id,
        factSheet: { factSheetId: f.factSheet.id, line: 1 },
      }),
    );
    expect(result).toMatchObject({ ok: true, data: { ownerId: f.users.member.id } });
    if (!result.ok) return;
    // The user's adoption turn and the assistant's reply both name the dog; the user's says more.
    expect(await citations(result.data.proposalId)).toEqual([f.turns[2]!.id, f.turns[3]!.id].sort());
  });

  it("refuses an owner who may not review (a viewer), and a line that does not exist, creating nothing", async () => {
    const f = await createMemoryFixture();
    const before = await memoryState(f);
    const toViewer = await as(f.nonOwner.id, () =>
      createProposal({ workspaceId: f.workspace.id, body: "x", ownerId: f.users.viewer.id, observationIds: [f.turns[0]!.id] }),
    );
    expect(toViewer).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    const noLine = await as(f.nonOwner.id, () =>
      createProposal({ workspaceId: f.workspace.id, body: "x", factSheet: { factSheetId: f.factSheet.id, line: 7 } }),
    );
    expect(noLine).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await memoryState(f)).toEqual(before);
  });

  it("refuses a proposal that cites nothing", async () => {
    const f = await createMemoryFixture();
    const result = await as(f.nonOwner.id, () => createProposal({ workspaceId: f.workspace.id, body: "Uncited." }));
    expect(result).toMatchObject({ ok: false, code: "INVALID_INPUT", issues: [{ path: "observationIds" }] });
  });
});

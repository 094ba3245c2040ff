import { describe, expect, it } from "vitest";
import { acceptProposal } from "@/lib/actions/proposals/accept-proposal";
import { bulkDecideProposals } from "@/lib/actions/proposals/bulk-decide-proposals";
import { mergeProposal } from "@/lib/actions/proposals/merge-proposal";
import { rejectProposal } from "@/lib/actions/proposals/reject-proposal";
import { supersedeMemory } from "@/lib/actions/proposals/supersede-memory";
import { withdrawProposal } from "@/lib/actions/proposals/withdraw-proposal";
import { runAsActor } from "@/lib/auth/actor-context";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";
import { createTestMemory, createTestProposal } from "@/testing/proposal-factories";

type Caller = "owner" | "admin" | "member" | "viewer" | "outsider" | "signedOut" | "proposer";

// The owner is the member; the proposer is the viewer-turned-member below; "member" is a second
// member who owns nothing.
async function setup() {
  const f = await createWorkspaceWithRoles();
  const db = getDb();
  const other = await db.user.create({ data: { email: `other-${f.workspace.id}@t.lore` }, select: { id: true } });
  await db.membership.create({ data: { workspaceId: f.workspace.id, userId: other.id, role: "member" } });
  const proposer = await db.user.create({ data: { email: `agent-${f.workspace.id}@t.lore` }, select: { id: true } });
  await db.membership.create({ data: { workspaceId: f.workspace.id, userId: proposer.id, role: "member" } });
  const proposal = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.member.id, proposerId: proposer.id });
  const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id });
  const ids: Record<Caller, string | null> = {
    owner: f.users.member.id,
    admin: f.users.admin.id,
    member: other.id,
    viewer: f.users.viewer.id,
    outsider: f.users.outsider.id,
    signedOut: null,
    proposer: proposer.id,
  };
  return { f, proposal, memory, ids };
}

async function as<T>(userId: string | null, fn: () => Promise<ActionResult<T>>) {
  return runAsActor(userId ? await actorFor(userId) : null, fn);
}

const ACTIONS: { name: string; allowed: Caller[]; call: (s: Awaited<ReturnType<typeof setup>>) => Promise<ActionResult<unknown>> }[] = [
  { name: "accept", allowed: ["owner", "admin"], call: (s) => acceptProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id }) },
  {
    name: "edit then accept",
    allowed: ["owner", "admin"],
    call: (s) => acceptProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, body: "Lives in Porto (edited)." }),
  },
  {
    name: "reject",
    allowed: ["owner", "admin"],
    call: (s) => rejectProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, reason: "Not true." }),
  },
  {
    name: "merge",
    allowed: ["owner", "admin"],
    call: (s) => mergeProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, memoryId: s.memory.id }),
  },
  {
    name: "supersede",
    allowed: ["owner", "admin"],
    call: (s) => supersedeMemory({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, memoryId: s.memory.id }),
  },
  { name: "withdraw", allowed: ["proposer"], call: (s) => withdrawProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id }) },
  {
    name: "bulk accept",
    allowed: ["owner", "admin"],
    call: (s) => bulkDecideProposals({ workspaceId: s.f.workspace.id, proposalIds: [s.proposal.id], decision: "accept" }),
  },
];

const CALLERS: Caller[] = ["owner", "admin", "member", "viewer", "outsider", "signedOut", "proposer"];

async function state(s: Awaited<ReturnType<typeof setup>>) {
  const db = getDb();
  return {
    proposal: await db.proposal.findUnique({ where: { id: s.proposal.id }, select: { status: true, memoryId: true } }),
    memories: await db.memory.count({ where: { workspaceId: s.f.workspace.id } }),
    revisions: await db.memoryRevision.count({ where: { memory: { workspaceId: s.f.workspace.id } } }),
  };
}

describe("proposal decisions, per action and role", () => {
  for (const action of ACTIONS) {
    for (const caller of CALLERS) {
      const allowed = action.allowed.includes(caller);
      it(`${action.name}: ${caller} is ${allowed ? "allowed" : "refused, changing nothing"}`, async () => {
        const s = await setup();
        const before = await state(s);
        const result = await as(s.ids[caller], () => action.call(s));
        const after = await state(s);
        if (!allowed) {
          if (action.name === "bulk accept" && result.ok) {
            expect((result.data as { ok: boolean }[])[0]?.ok).toBe(false);
          } else {
            expect(result.ok).toBe(false);
            const code = (result as { code: string }).code;
            const expected = caller === "signedOut" ? "UNAUTHENTICATED" : caller === "outsider" ? "NOT_FOUND" : "FORBIDDEN";
            expect(code).toBe(expected);
          }
          expect(after).toEqual(before);
        } else {
          expect(result.ok, JSON.stringify(result)).toBe(true);
          expect(after.proposal?.status).not.toBe("pending");
        }
      });
    }
  }
});

describe("what a decision writes", () => {
  it("accepting creates a memory with revision 1, its sources and an audit event with the actor", async () => {
    const s = await setup();
    const result = await as(s.ids.owner, () => acceptProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, body: "Lives in Porto (edited)." }));
    expect(result.ok).toBe(true);
    const db = getDb();
    const proposal = await db.proposal.findUniqueOrThrow({ where: { id: s.proposal.id } });
    expect(proposal).toMatchObject({ status: "accepted", decidedById: s.ids.owner });
    const memory = await db.memory.findUniqueOrThrow({ where: { id: proposal.memoryId! }, include: { revisions: true, sources: true } });
    expect(memory).toMatchObject({ body: "Lives in Porto (edited).", ownerId: s.ids.owner, currentRevision: 1 });
    expect(memory.revisions[0]?.reason).toMatch(/edited by the reviewer/);
    expect(memory.sources).toHaveLength(1);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { targetId: s.proposal.id, action: "proposal.accepted" } });
    expect(audit).toMatchObject({ actorId: s.ids.owner, after: { editedBody: "Lives in Porto (edited)." } });
  });

  it("merging adds a revision to the existing memory instead of a new memory", async () => {
    const s = await setup();
    await as(s.ids.owner, () => mergeProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, memoryId: s.memory.id }));
    const memory = await getDb().memory.findUniqueOrThrow({ where: { id: s.memory.id }, include: { revisions: { orderBy: { number: "asc" } } } });
    expect(memory.currentRevision).toBe(2);
    expect(memory.body).toBe("Works as a nurse.\nLives in Porto since March.");
    expect(memory.revisions.map((r) => r.number)).toEqual([1, 2]);
    expect(await getDb().memory.count({ where: { workspaceId: s.f.workspace.id } })).toBe(1);
  });

  it("tells the second reviewer who decided first and when", async () => {
    const s = await setup();
    await as(s.ids.owner, () => rejectProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, reason: "No." }));
    const second = await as(s.ids.admin, () => acceptProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id }));
    expect(second).toMatchObject({ ok: false, code: "ALREADY_DECIDED" });
    expect((second as { message: string }).message).toMatch(/already rejected by .* at \d{4}-\d{2}-\d{2}T/);
  });

  it("makes exactly one of 20 concurrent decisions win, with one memory revision", async () => {
    const s = await setup();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(i % 2 ? s.ids.owner : s.ids.admin, () =>
          i % 3 === 0
            ? rejectProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id, reason: `r${i}` })
            : acceptProposal({ workspaceId: s.f.workspace.id, proposalId: s.proposal.id }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => (r as { code: string }).code === "ALREADY_DECIDED")).toBe(true);
    const db = getDb();
    const memories = await db.memory.count({ where: { workspaceId: s.f.workspace.id } });
    const revisions = await db.memoryRevision.count({ where: { memory: { workspaceId: s.f.workspace.id } } });
    const accepted = results.find((r) => r.ok && (r.data as { status: string }).status === "accepted");
    // One pre-existing memory with one revision, plus one more of each if an accept won.
    expect(memories).toBe(accepted ? 2 : 1);
    expect(revisions).toBe(accepted ? 2 : 1);
    expect(await db.auditEvent.count({ where: { targetId: s.proposal.id } })).toBe(1);
  }, 60_000);

  it("keeps a proposal out of search until it is accepted", async () => {
    const s = await setup();
    const word = `zephyrine${s.f.workspace.id.slice(-6)}`;
    const p = await createTestProposal({
      workspaceId: s.f.workspace.id,
      ownerId: s.ids.owner!,
      proposerId: s.ids.proposer!,
      body: `Favourite word is ${word}.`,
    });
    const wordHits = async () => (await hybridSearch({ workspaceId: s.f.workspace.id, query: word, k: 10 })).hits.filter((h) => h.fullTextPosition !== null);
    expect(await wordHits()).toHaveLength(0);
    await as(s.ids.owner, () => acceptProposal({ workspaceId: s.f.workspace.id, proposalId: p.id }));
    expect((await wordHits()).map((h) => h.kind)).toEqual(["memory"]);
  });
});

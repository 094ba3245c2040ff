import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { claimPendingProposal } from "@/lib/dal/proposals/claim-pending-proposal";
import { appendMemoryRevision } from "@/lib/dal/memories/append-memory-revision";
import { lockMemory } from "@/lib/dal/memories/lock-memory";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { MAX_MEMORY_BODY_CHARS } from "@/lib/schemas/memory";

export type Decision =
  | { kind: "accept"; body?: string }
  | { kind: "reject"; reason: string }
  | { kind: "withdraw" }
  | { kind: "merge"; memoryId: string; body?: string }
  | { kind: "supersede"; memoryId: string };

export type DecisionResult = { proposalId: string; status: "accepted" | "rejected" | "withdrawn"; memoryId: string | null; revision: number | null };

const TX = { timeout: 30_000, maxWait: 30_000 };

// One decision, its memory write and its audit event commit together (see
// claimPendingProposal for why a second concurrent decision fails cleanly).
export async function decideProposal(input: { proposalId: string; workspaceId: string; actorId: string; decision: Decision }): Promise<DecisionResult> {
  const { decision } = input;
  return getDb().$transaction(async (tx) => {
    const status = decision.kind === "reject" ? "rejected" : decision.kind === "withdraw" ? "withdrawn" : "accepted";
    const targetMemoryId = decision.kind === "merge" || decision.kind === "supersede" ? decision.memoryId : null;
    const proposal = await claimPendingProposal(tx, {
      proposalId: input.proposalId,
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      status,
      reason: decision.kind === "reject" ? decision.reason : null,
      targetMemoryId,
    });
    let memoryId: string | null = null;
    let revision: number | null = null;
    // The sources a merge adds to the memory, so that undoing it removes exactly those.
    let addedSourceIds: string[] = [];

    if (decision.kind === "accept") {
      const body = decision.body ?? proposal.body;
      const edited = decision.body !== undefined && decision.body !== proposal.body;
      const memory = await tx.memory.create({
        data: {
          workspaceId: input.workspaceId,
          ownerId: proposal.ownerId,
          body,
          currentRevision: 1,
          revisions: {
            create: {
              number: 1,
              body,
              authorId: input.actorId,
              reason: edited ? `Accepted proposal ${proposal.id}, edited by the reviewer` : `Accepted proposal ${proposal.id}`,
            },
          },
          sources: { createMany: { data: proposal.citedObservationIds.map((observationId) => ({ observationId })) } },
        },
        select: { id: true },
      });
      memoryId = memory.id;
      revision = 1;
    } else if (decision.kind === "merge" || decision.kind === "supersede") {
      // Locked before its body is read: concurrent merges into one memory queue here, so each
      // builds on the body the previous one committed.
      const target = await lockMemory(tx, { workspaceId: input.workspaceId, memoryId: decision.memoryId });
      if (!target || target.status !== "active") throw new AppError("NOT_FOUND", "The memory to merge into does not exist or is archived.");
      const body = decision.kind === "supersede" ? proposal.body : (decision.body ?? `${target.body}\n${proposal.body}`);
      // The default merge joins two texts that are each within the limit: their sum may not be,
      // and it is refused whole (the reviewer can merge an edited, shorter text) rather than cut.
      if (body.length > MAX_MEMORY_BODY_CHARS) {
        const message = `The merged memory text would be ${body.length.toLocaleString("en-US")} characters, over its limit of ${MAX_MEMORY_BODY_CHARS.toLocaleString("en-US")}: merge an edited, shorter text instead.`;
        throw new InvalidInputError(message, [{ path: "body", message }]);
      }
      const existing = await tx.memorySource.findMany({
        where: { memoryId: target.id, observationId: { in: proposal.citedObservationIds } },
        select: { observationId: true },
      });
      const had = new Set(existing.map((s) => s.observationId));
      addedSourceIds = proposal.citedObservationIds.filter((id) => !had.has(id));
      revision = await appendMemoryRevision(tx, {
        memoryId: target.id,
        fromRevision: target.currentRevision,
        body,
        authorId: input.actorId,
        reason: decision.kind === "supersede" ? `Superseded by proposal ${proposal.id}` : `Merged proposal ${proposal.id}`,
        observationIds: proposal.citedObservationIds,
      });
      memoryId = target.id;
    }
    if (memoryId) await tx.proposal.update({ where: { id: proposal.id }, data: { memoryId } });

    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: `proposal.${decision.kind === "accept" ? "accepted" : decision.kind === "reject" ? "rejected" : decision.kind === "withdraw" ? "withdrawn" : decision.kind === "merge" ? "merged" : "superseded"}`,
      targetType: "proposal",
      targetId: proposal.id,
      before: { status: "pending", body: proposal.body },
      after: {
        status,
        memoryId,
        revision,
        ...(decision.kind === "merge" || decision.kind === "supersede" ? { addedSourceIds } : {}),
        ...(decision.kind === "accept" && decision.body !== undefined && decision.body !== proposal.body ? { editedBody: decision.body } : {}),
        ...(decision.kind === "reject" ? { reason: decision.reason } : {}),
      },
    });
    return { proposalId: proposal.id, status, memoryId, revision };
  }, TX);
}

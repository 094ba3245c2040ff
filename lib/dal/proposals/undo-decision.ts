import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { undoRefusal, type DecidedProposal } from "@/lib/proposals/undo-window";

export type UndoResult = {
  proposalId: string;
  undone: "accepted" | "merged" | "superseded" | "rejected";
  memoryId: string | null;
  removedMemoryId: string | null;
};

const TX = { timeout: 30_000, maxWait: 30_000 };
const DECISIONS = ["proposal.accepted", "proposal.merged", "proposal.superseded", "proposal.rejected"] as const;
type DecisionAfter = { revision?: unknown; addedSourceIds?: unknown };

// Takes a decision back: the proposal returns to pending and the memory to what it was before.
// Read-then-write under locks: the proposal row FOR UPDATE (a second undo waits here and then
// finds it pending), then the memory (a concurrent merge into it waits, or has already moved its
// revision on, and then the undo is refused rather than dropping that merge).
export async function undoDecision(input: {
  proposalId: string;
  workspaceId: string;
  actorId: string;
  now: Date;
  mayUndo: (proposal: { decidedById: string | null; ownerId: string }) => boolean;
}): Promise<UndoResult> {
  return getDb().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<DecidedProposal[]>`
      SELECT "id", "status"::text AS "status", "ownerId", "decidedById", "decidedAt", "memoryId"
      FROM "Proposal" WHERE "id" = ${input.proposalId} AND "workspaceId" = ${input.workspaceId}
      FOR UPDATE`;
    const proposal = rows[0];
    if (!proposal) throw new AppError("NOT_FOUND", "That proposal does not exist.");
    if (proposal.status !== "pending" && !input.mayUndo(proposal)) {
      throw new AppError("FORBIDDEN", "Only the reviewer who decided this proposal or its owner can undo the decision.");
    }
    const refusal = undoRefusal(proposal, input.now);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const event = await tx.auditEvent.findFirst({
      where: { workspaceId: input.workspaceId, targetType: "proposal", targetId: proposal.id, action: { in: [...DECISIONS] } },
      orderBy: { createdAt: "desc" },
      select: { action: true, after: true },
    });
    if (!event) throw new AppError("CONFLICT", "This decision has no record to undo it from.");
    const undone = event.action.slice("proposal.".length) as UndoResult["undone"];
    const after = (event.after ?? {}) as DecisionAfter;
    const revision = typeof after.revision === "number" ? after.revision : null;
    let memoryId: string | null = null;
    let removedMemoryId: string | null = null;

    if (undone !== "rejected" && proposal.memoryId && revision !== null) {
      // FOR UPDATE, not NO KEY UPDATE: undoing an accept deletes the row.
      const locked = await tx.$queryRaw<{ currentRevision: number }[]>`
        SELECT "currentRevision" FROM "Memory" WHERE "id" = ${proposal.memoryId} AND "workspaceId" = ${input.workspaceId} FOR UPDATE`;
      const current = locked[0]?.currentRevision;
      if (current === undefined) throw new AppError("CONFLICT", "The memory this decision wrote no longer exists: there is nothing to undo.");
      if (current !== revision) {
        throw new AppError(
          "CONFLICT",
          `The memory changed after this decision (it is at revision ${current}, the decision wrote ${revision}): undo would lose that change.`,
        );
      }
      await tx.proposal.update({ where: { id: proposal.id }, data: { memoryId: null, targetMemoryId: null } });
      // Lets this transaction, and only it, delete this memory's revisions (the immutability
      // trigger of migration 20261202000711_undo_decision).
      await tx.$queryRaw`SELECT set_config('lore.undo_memory', ${proposal.memoryId}, true)`;
      if (undone === "accepted") {
        // Its revisions and sources go with it (ON DELETE CASCADE); its embedding is a column of the row.
        await tx.memory.delete({ where: { id: proposal.memoryId } });
        removedMemoryId = proposal.memoryId;
      } else {
        const previous = await tx.memoryRevision.findUnique({
          where: { memoryId_number: { memoryId: proposal.memoryId, number: revision - 1 } },
          select: { body: true },
        });
        if (!previous) throw new AppError("CONFLICT", "The memory's previous revision is missing: this merge cannot be undone.");
        await tx.memory.updateMany({
          where: { id: proposal.memoryId, currentRevision: revision },
          data: { body: previous.body, currentRevision: revision - 1 },
        });
        await tx.memoryRevision.delete({ where: { memoryId_number: { memoryId: proposal.memoryId, number: revision } } });
        const added = Array.isArray(after.addedSourceIds) ? after.addedSourceIds.filter((id): id is string => typeof id === "string") : [];
        if (added.length) await tx.memorySource.deleteMany({ where: { memoryId: proposal.memoryId, observationId: { in: added } } });
        memoryId = proposal.memoryId;
      }
    }
    await tx.proposal.update({
      where: { id: proposal.id },
      data: { status: "pending", decidedById: null, decidedAt: null, decisionReason: null, memoryId: null, targetMemoryId: null },
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "proposal.decision_undone",
      targetType: "proposal",
      targetId: proposal.id,
      before: { status: proposal.status, decision: undone, memoryId: proposal.memoryId, revision },
      after: { status: "pending", removedMemoryId, restoredRevision: memoryId && revision !== null ? revision - 1 : null },
    });
    return { proposalId: proposal.id, undone, memoryId, removedMemoryId };
  }, TX);
}

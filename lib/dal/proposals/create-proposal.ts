import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { assertObservationsInWorkspace } from "@/lib/dal/observations/assert-observations-in-workspace";
import { getDb } from "@/lib/db/prisma";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { ROLE_PERMISSIONS } from "@/lib/permissions/permissions";

// A proposal lands pending in its owner's inbox; the owner must be a member who may review it.
// It becomes a memory only when accepted, so search never sees it.
export async function createProposal(input: { workspaceId: string; proposerId: string; owner: string; body: string; observationIds?: string[] }) {
  const observationIds = [...new Set(input.observationIds ?? [])];
  const owner = input.owner.trim();
  return getDb().$transaction(async (tx) => {
    const membership = await tx.membership.findFirst({
      where: { workspaceId: input.workspaceId, user: { OR: [{ id: owner }, { email: owner.toLowerCase() }] } },
      select: { userId: true, role: true },
    });
    if (!membership) {
      throw new InvalidInputError(`No member of this workspace has the id or email ${owner}.`, [{ path: "owner", message: "Not a member of this workspace." }]);
    }
    if (!ROLE_PERMISSIONS[membership.role].has("proposals:review")) {
      throw new InvalidInputError(`${owner} is a ${membership.role} and cannot review proposals.`, [
        { path: "owner", message: `A ${membership.role} cannot review proposals.` },
      ]);
    }
    await assertObservationsInWorkspace(tx, { workspaceId: input.workspaceId, observationIds: input.observationIds ?? [], field: "observationIds" });
    const proposal = await tx.proposal.create({
      data: {
        workspaceId: input.workspaceId,
        proposerId: input.proposerId,
        ownerId: membership.userId,
        body: input.body,
        citations: { createMany: { data: observationIds.map((observationId) => ({ observationId })) } },
      },
      select: { id: true, workspaceId: true, proposerId: true, ownerId: true, body: true, status: true, createdAt: true },
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.proposerId,
      action: "proposal.created",
      targetType: "proposal",
      targetId: proposal.id,
      after: { body: input.body, ownerId: membership.userId, observationIds },
    });
    return { ...proposal, observationIds };
  });
}

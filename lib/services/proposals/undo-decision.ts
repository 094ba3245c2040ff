import "server-only";
import { undoDecision as commitUndo } from "@/lib/dal/proposals/undo-decision";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { undoDecisionInput } from "@/lib/schemas/proposal";
import { defineService } from "@/lib/services/define-service";
import { revalidateShell } from "@/lib/server/revalidate-shell";

// The inbox's "Undo" within 10 s of an accept, reject, merge or supersede: only the reviewer who
// decided or the proposal's owner, and only while the memory is still at the revision the
// decision wrote (see the DAL for the locks).
export const undoDecision = defineService({
  name: "undo-decision",
  schema: undoDecisionInput,
  permission: "proposals:review",
  run: async ({ actor, workspaceId, input: { proposalId } }) => {
    const result = await commitUndo({
      proposalId,
      workspaceId,
      actorId: actor.userId,
      now: new Date(),
      mayUndo: ({ decidedById, ownerId }) => decidedById === actor.userId || ownerId === actor.userId,
    });
    // The restored body cleared the memory's embedding: compute it again for the restored text.
    if (result.memoryId) await embedMemory(result.memoryId);
    revalidateShell();
    return result;
  },
});

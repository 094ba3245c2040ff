"use server";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateShell } from "@/lib/actions/revalidate-shell";
import { getFactSheetWithTurns } from "@/lib/dal/fact-sheets/get-fact-sheet-with-turns";
import { createProposal as createProposalInDb } from "@/lib/dal/proposals/create-proposal";
import { AppError } from "@/lib/errors";
import { factSheetLine } from "@/lib/fact-sheets/fact-sheet-lines";
import { pickSupportingTurns } from "@/lib/proposals/pick-supporting-turns";
import { proposeMemorySchema } from "@/lib/schemas/memory";

// A person proposes a memory from a turn or a fact-sheet line; it lands pending in the owner's
// inbox (the proposer's own by default). A fact-sheet line is cited through the session turns
// that support it, because a derived fact sheet is never evidence of its own.
export const createProposal = defineAction({
  name: "create-proposal",
  schema: proposeMemorySchema,
  permission: "proposals:create",
  handler: async ({ input, actor, workspaceId }) => {
    const observationIds = [...input.observationIds];
    if (input.factSheet) {
      const sheet = await getFactSheetWithTurns({ workspaceId, factSheetId: input.factSheet.factSheetId });
      if (!sheet) throw new AppError("NOT_FOUND", "That fact sheet does not exist.");
      const line = factSheetLine(sheet.text, input.factSheet.line);
      if (!line) throw new AppError("INVALID_INPUT", `That fact sheet has no line ${input.factSheet.line}.`);
      const support = pickSupportingTurns(line, sheet.session.observations);
      if (support.length === 0) {
        throw new AppError("INVALID_INPUT", "No turn of the session shares words with that line. Propose the memory from a turn instead.");
      }
      observationIds.push(...support.map((turn) => turn.id));
    }
    const proposal = await createProposalInDb({
      workspaceId,
      proposerId: actor.userId,
      owner: input.ownerId ?? actor.userId,
      body: input.body,
      observationIds,
    });
    revalidateShell();
    return { proposalId: proposal.id, ownerId: proposal.ownerId, observationIds: proposal.observationIds };
  },
});

import "server-only";
import { getFactSheetWithTurns } from "@/lib/dal/fact-sheets/get-fact-sheet-with-turns";
import { createProposal as insertProposal } from "@/lib/dal/proposals/create-proposal";
import { AppError } from "@/lib/errors";
import { factSheetLine } from "@/lib/sessions/fact-sheet-lines";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { pickSupportingTurns } from "@/lib/proposals/pick-supporting-turns";
import { createProposalInput } from "@/lib/schemas/memory";
import { defineService } from "@/lib/services/define-service";
import { revalidateShell } from "@/lib/server/revalidate-shell";

// Someone (a person in the UI or an agent through the API) proposes a memory; it lands pending in
// the owner's inbox (the proposer's own by default) and is never searched until accepted. It must
// rest on evidence: cited turns, or a fact-sheet line cited through the session turns that
// support it, because a derived fact sheet is never evidence of its own.
export const createProposal = defineService({
  name: "create-proposal",
  schema: createProposalInput,
  permission: "proposals:create",
  run: async ({ actor, workspaceId, input }) => {
    const observationIds = [...input.observationIds];
    if (input.factSheet) {
      const sheet = await getFactSheetWithTurns({ workspaceId, factSheetId: input.factSheet.factSheetId });
      if (!sheet) throw new AppError("NOT_FOUND", "That fact sheet does not exist.");
      const line = factSheetLine(sheet.text, input.factSheet.line);
      if (!line) {
        throw new InvalidInputError(`That fact sheet has no line ${input.factSheet.line}.`, [{ path: "factSheet.line", message: "No such line." }]);
      }
      const support = pickSupportingTurns(line, sheet.session.observations);
      if (support.length === 0) {
        throw new InvalidInputError("No turn of the session shares words with that line. Propose the memory from a turn instead.", [
          { path: "factSheet.line", message: "No turn of the session supports this line." },
        ]);
      }
      observationIds.push(...support.map((turn) => turn.id));
    }
    const proposal = await insertProposal({ workspaceId, proposerId: actor.userId, owner: input.owner ?? actor.userId, body: input.body, observationIds });
    revalidateShell();
    return proposal;
  },
});

"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { undoDecision as undoDecisionService } from "@/lib/services/proposals/undo-decision";

export const undoDecision = defineServiceAction({
  name: "undo-decision",
  schema: workspaceScopedSchema,
  service: undoDecisionService,
  input: ({ proposalId }) => ({ proposalId }),
});

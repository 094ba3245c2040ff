"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { labelVerdict as labelVerdictService } from "@/lib/services/verdict-labels/label-verdict";

export const labelVerdict = defineServiceAction({
  name: "label-verdict",
  schema: workspaceScopedSchema,
  service: labelVerdictService,
  input: ({ runId, questionId, label }) => ({ runId, questionId, label }),
});

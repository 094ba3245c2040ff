import "server-only";
import { saveVerdictLabel } from "@/lib/dal/verdict-labels/save-verdict-label";
import { labelVerdictInput } from "@/lib/schemas/verdict-label";
import { defineService } from "@/lib/services/define-service";
import { revalidateShell } from "@/lib/server/revalidate-shell";

// A person checks the judge: labels one judged question of a run correct or incorrect (the
// verification queue). Labelling is work on the run's data, so it takes runs:write, which
// members and admins hold and viewers do not.
export const labelVerdict = defineService({
  name: "label-verdict",
  schema: labelVerdictInput,
  permission: "runs:write",
  run: async ({ actor, workspaceId, input }) => {
    const saved = await saveVerdictLabel({ workspaceId, runId: input.runId, questionId: input.questionId, label: input.label, actorId: actor.userId });
    if (saved.changed) revalidateShell();
    return saved;
  },
});

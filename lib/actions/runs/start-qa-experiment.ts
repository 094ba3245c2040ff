"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceId } from "@/lib/schemas/workspace";
import { startQaExperiment as startQaExperimentService } from "@/lib/services/runs/start-qa-experiment";
import { z } from "@/lib/zod";

// The retrieval run page's "Start a QA experiment" form.
export const startQaExperiment = defineServiceAction({
  name: "start-qa-experiment",
  schema: z.object({ workspaceId, runId: z.unknown(), reader: z.unknown(), judge: z.unknown(), prompt: z.unknown(), name: z.unknown().optional() }),
  service: startQaExperimentService,
  input: ({ runId, reader, judge, prompt, name }) => ({ runId, reader, judge, prompt, name }),
});

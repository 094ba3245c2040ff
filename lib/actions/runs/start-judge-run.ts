"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceId } from "@/lib/schemas/workspace";
import { startJudgeRun as startJudgeRunService } from "@/lib/services/runs/start-judge-run";
import { z } from "@/lib/zod";

// The run page's "Judge this run" form (a run with answers: imported hypotheses or a QA run).
export const startJudgeRun = defineServiceAction({
  name: "start-judge-run",
  schema: z.object({ workspaceId, runId: z.unknown(), judge: z.unknown(), name: z.unknown().optional() }),
  service: startJudgeRunService,
  input: ({ runId, judge, name }) => ({ runId, judge, name }),
});

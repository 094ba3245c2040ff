import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { chatConfigFor, judgeProtocolFromFlags } from "@/lib/cli/judge-flags";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { formatPercent } from "@/lib/format/format-number";
import { ChatError } from "@/lib/llm/chat-completion";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";
import { runQaExperiment } from "@/lib/services/qa/run-qa-experiment";
import { env } from "@/lib/env";
import { startQaExperimentInput } from "@/lib/schemas/experiment";

const schema = z.object({
  fromRun: z.string().trim().min(1, "name the retrieval run to read from"),
  // The same field schemas as the run page's action and POST /api/v1/runs/{id}/qa.
  reader: startQaExperimentInput.shape.reader,
  judge: startQaExperimentInput.shape.judge,
  prompt: startQaExperimentInput.shape.prompt.default("typed"),
  name: startQaExperimentInput.shape.name,
  longmemevalDir: z.string().min(1).optional(),
  workspace: z.string().optional(),
});

export async function experimentQaCommand(flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, { ...flags, fromRun: flags["from-run"], longmemevalDir: flags["longmemeval-dir"] }, "experiment qa");
  const chat = chatConfigFor("experiment qa");
  const judgeProtocol = judgeProtocolFromFlags(input.longmemevalDir, "experiment qa");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const progress = createProgress("qa", 0);
    try {
      const summary = await runQaExperiment({
        workspaceId: workspace.id,
        fromRun: input.fromRun,
        name: input.name,
        reader: input.reader,
        judge: input.judge,
        prompt: input.prompt,
        judgeProtocol,
        chat,
        concurrency: env().LORE_LLM_CONCURRENCY,
        prices: { input: env().LORE_LLM_PRICE_INPUT, output: env().LORE_LLM_PRICE_OUTPUT },
        actorId: null,
        onProgress: (done, total) => {
          progress.setTotal(total);
          progress.setBytes(done);
          progress.update(done, "questions");
        },
      });
      progress.done();
      out.result(
        summary,
        `run ${summary.run}: accuracy ${summary.correct}/${summary.n} = ${formatPercent(summary.accuracy, 2)}, task-averaged ${formatPercent(summary.taskAveragedAccuracy, 2)}, cost $${summary.costUsd.toFixed(4)}`,
      );
    } catch (error) {
      progress.done();
      if (error instanceof ChatError) throw new CliError("PROVIDER", `experiment qa: ${error.message}`);
      if (error instanceof JudgeProtocolError) throw new CliError("INPUT", `experiment qa: ${error.message}`);
      throw error;
    }
  });
}

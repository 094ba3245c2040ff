import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { formatPercent } from "@/lib/format/format-number";
import { chatConfigFor, judgeProtocolFromFlags } from "@/lib/cli/judge-flags";
import { ChatError } from "@/lib/llm/chat-completion";
import { judgeRun } from "@/lib/services/qa/judge-run";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";
import { env } from "@/lib/env";
import { startJudgeRunInput } from "@/lib/schemas/experiment";

const schema = z.object({
  // The same field schemas as the run page's action and POST /api/v1/runs/{id}/judge.
  judge: startJudgeRunInput.shape.judge,
  name: startJudgeRunInput.shape.name,
  benchmark: z.string().trim().min(1).max(100).optional(),
  concurrency: z.coerce.number().int("must be a whole number").min(1).max(64).optional(),
  longmemevalDir: z.string().min(1).optional(),
  workspace: z.string().optional(),
});

const USAGE = "usage: lore judge RUN --judge MODEL [--longmemeval-dir DIR] [--name NAME] [--concurrency N] [--benchmark B] [--json]";

export async function judgeCommand(positionals: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  if (positionals.length !== 1) throw new CliError("USAGE", USAGE, 2);
  const input = parseInput(schema, { ...flags, longmemevalDir: flags["longmemeval-dir"] }, "judge");
  const chat = chatConfigFor("judge");
  const protocol = judgeProtocolFromFlags(input.longmemevalDir, "judge");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const progress = createProgress("judge", 0);
    try {
      const { summary, skipped } = await judgeRun({
        workspaceId: workspace.id,
        run: positionals[0]!,
        benchmark: input.benchmark,
        judge: input.judge,
        name: input.name,
        protocol,
        chat,
        concurrency: input.concurrency ?? env().LORE_LLM_CONCURRENCY,
        prices: { input: env().LORE_LLM_PRICE_INPUT, output: env().LORE_LLM_PRICE_OUTPUT },
        actorId: null,
        onProgress: (done, total) => {
          progress.setTotal(total);
          progress.setBytes(done);
          progress.update(done, "questions", done === total);
        },
      });
      progress.done();
      if (skipped)
        process.stderr.write(`judge: skipped ${skipped} answered questions that the benchmark does not hold (no question or answer to judge against)\n`);
      out.result(
        summary,
        [
          `run ${summary.run} (${summary.judgeProtocol}): accuracy ${summary.correct}/${summary.n} = ${formatPercent(summary.accuracy, 2)}, task-averaged ${formatPercent(summary.taskAveragedAccuracy, 2)}, abstention ${summary.abstention.correct}/${summary.abstention.n}, cost $${summary.costUsd.toFixed(4)}`,
          ...Object.entries(summary.byType).map(([type, c]) => `  ${type}: ${c.correct}/${c.n} = ${formatPercent(c.accuracy)}`),
        ].join("\n"),
      );
    } catch (error) {
      progress.done();
      if (error instanceof ChatError) throw new CliError("PROVIDER", `judge: ${error.message}`);
      if (error instanceof JudgeProtocolError) throw new CliError("INPUT", `judge: ${error.message}`);
      throw error;
    }
  });
}

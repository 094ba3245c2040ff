import { z } from "@/lib/zod";
import { runDetailLossAnalysis } from "@/lib/services/analysis/run-detail-loss-analysis";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { findExtractor } from "@/lib/dal/extractors/find-extractor";
import { findBenchmarkByName } from "@/lib/dal/benchmarks/find-benchmark-by-name";
import { formatPercent } from "@/lib/format/format-number";
import { extractorSpecSchema } from "@/lib/schemas/fact-sheet";

const schema = z.object({
  benchmark: z.string().trim().min(1, "name the benchmark").max(100),
  extractor: extractorSpecSchema,
  workspace: z.string().optional(),
});

// `lore analyze detail-loss`: which details each fact sheet of an extractor lost, per session,
// and whether the answer-bearing ones survived.
export async function analyzeDetailLossCommand(sub: string | undefined, flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub !== "detail-loss") throw new CliError("USAGE", "usage: lore analyze detail-loss --benchmark B --extractor NAME@VERSION [--json]", 2);
  const input = parseInput(schema, flags, "analyze detail-loss");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const benchmark = await findBenchmarkByName({ workspaceId: workspace.id, name: input.benchmark });
    if (!benchmark) throw new CliError("NOT_FOUND", `no benchmark ${input.benchmark} in ${workspace.name}`);
    const extractor = await findExtractor({ workspaceId: workspace.id, ...input.extractor });
    if (!extractor)
      throw new CliError(
        "NOT_FOUND",
        `no extractor ${input.extractor.name}@${input.extractor.version} in ${workspace.name}: import or extract fact sheets first`,
      );
    const { sessions, summary } = await runDetailLossAnalysis({
      workspaceId: workspace.id,
      benchmarkId: benchmark.id,
      extractorId: extractor.id,
      onProgress: (n) => out.log(`analyzed ${n} sessions`),
    });
    const body = {
      benchmark: input.benchmark,
      extractor: `${extractor.name}@${extractor.version}`,
      sessions: sessions.map((s) => ({
        sessionId: s.sessionId,
        id: s.id,
        coverage: s.coverage,
        answerBearingLost: s.answerBearingLost,
        lostDetails: s.lostDetails,
        questions: s.questions,
      })),
      summary: {
        sessions: summary.sessions,
        meanCoverage: summary.meanCoverage,
        answerBearingLostRate: summary.answerBearingLostRate,
        answerBearingLost: summary.answerBearingLost,
        byQuestionType: summary.byQuestionType,
      },
    };
    const types = Object.entries(summary.byQuestionType).map(
      ([t, c]) =>
        `  ${t}: coverage ${formatPercent(c.meanCoverage)}, answer-bearing detail lost in ${c.answerBearingLost}/${c.sessions} (${formatPercent(c.answerBearingLostRate)})`,
    );
    out.result(
      body,
      [
        `${summary.sessions} sessions: mean coverage ${formatPercent(summary.meanCoverage)}, answer-bearing detail lost in ${formatPercent(summary.answerBearingLostRate)} of sessions with evidence`,
        ...types,
      ].join("\n"),
    );
  });
}

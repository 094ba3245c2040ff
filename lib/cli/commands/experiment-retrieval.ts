import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { findExtractor } from "@/lib/dal/extractors/find-extractor";
import { findBenchmarkByName } from "@/lib/dal/benchmarks/find-benchmark-by-name";
import { runRetrievalExperiment, type Representation } from "@/lib/services/experiments/run-retrieval-experiment";
import { TOKEN_ENCODINGS } from "@/lib/experiments/token-counter";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { startRetrievalExperimentSchema } from "@/lib/schemas/experiment";
import { extractorSpecSchema } from "@/lib/schemas/fact-sheet";

// The run's settings are validated by the same field schemas as the Runs page's action
// (lib/schemas/experiment.ts); the command names the benchmark and representation by name.
const shared = startRetrievalExperimentSchema.shape;
const schema = z.object({
  benchmark: z.string().trim().min(1, "name the benchmark").max(100),
  representation: z.string().regex(/^(sessions|memories|factsheets:.+@.+)$/, "use sessions, memories or factsheets:NAME@VERSION"),
  retriever: shared.retriever.default("hybrid"),
  k: shared.k.default(10),
  budget: shared.budget,
  encoding: z.enum(TOKEN_ENCODINGS).default("o200k_base"),
  name: shared.name,
  workspace: z.string().optional(),
  "allow-incomplete": z.boolean().optional(),
});

export async function experimentCommand(sub: string | undefined, flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub !== "retrieval")
    throw new CliError(
      "USAGE",
      "usage: lore experiment retrieval --benchmark B --representation sessions|memories|factsheets:NAME@VERSION --retriever hybrid|fulltext|vector --k K [--budget TOKENS] --name RUN [--allow-incomplete] [--json]",
      2,
    );
  const input = parseInput(schema, flags, "experiment retrieval");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const benchmark = await findBenchmarkByName({ workspaceId: workspace.id, name: input.benchmark });
    if (!benchmark) throw new CliError("NOT_FOUND", `no benchmark ${input.benchmark} in ${workspace.name}`);
    let representation: Representation = { kind: input.representation === "memories" ? "memories" : "sessions" };
    if (input.representation.startsWith("factsheets:")) {
      const spec = extractorSpecSchema.safeParse(input.representation.slice("factsheets:".length));
      if (!spec.success) throw new CliError("INVALID_INPUT", "experiment retrieval: --representation factsheets:NAME@VERSION", 2);
      const extractor = await findExtractor({ workspaceId: workspace.id, ...spec.data });
      if (!extractor) throw new CliError("NOT_FOUND", `no extractor ${spec.data.name}@${spec.data.version} in ${workspace.name}`);
      representation = { kind: "factsheets", extractorId: extractor.id, label: `${extractor.name}@${extractor.version}` };
    }
    const progress = createProgress("experiment", 0);
    const summary = await runRetrievalExperiment({
      workspaceId: workspace.id,
      benchmarkId: benchmark.id,
      allowIncomplete: input["allow-incomplete"] === true,
      name: input.name,
      representation,
      retriever: input.retriever,
      k: input.k,
      budget: input.budget ?? null,
      encoding: input.encoding,
      actorId: null,
      onProgress: (done, total) => {
        progress.setBytes(done);
        progress.setTotal(total);
        progress.update(done, "questions");
      },
    });
    progress.done();
    out.result(
      summary,
      [
        `run ${summary.run}: ${summary.n} questions, k=${summary.k}, reader tokens/question ${formatInteger(summary.readerTokensMean)}`,
        `session recall_any@1/3/5/10: ${["1", "3", "5", "10"].map((k) => formatPercent(summary.recallAny[k] ?? null)).join(" / ")}`,
        `evidence coverage ${formatPercent(summary.evidenceCoverage)}; gold answer in context ${formatPercent(summary.answerInContext)}`,
      ].join("\n"),
    );
  });
}

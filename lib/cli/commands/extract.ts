import os from "node:os";
import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { onStopSignal } from "@/lib/cli/stop-signals";
import { findBenchmarkByName } from "@/lib/dal/benchmarks/find-benchmark-by-name";
import { groupExtendedProtocolMessages } from "@/lib/db/pglite-socket-grouping";
import { chooseProvider } from "@/lib/services/extraction/resolve-extractor";
import { runExtractJobInProcess } from "@/lib/jobs/run-extract-job-in-process";
import { benchmarkNameField } from "@/lib/schemas/import";
import { extractFactSheetsSchema } from "@/lib/schemas/job";

const schema = z.object({
  benchmark: benchmarkNameField,
  // As the Jobs page's "Extract fact sheets" form takes them.
  extractor: extractFactSheetsSchema.shape.extractor,
  provider: extractFactSheetsSchema.shape.provider,
  workspace: z.string().optional(),
});

// `lore extract --benchmark B --extractor NAME@VERSION [--provider offline|openai] [--json]`:
// one fact sheet per session of the benchmark, run to completion in this process and recorded
// as a job (the jobs page shows it). Ctrl+C stops between sessions, keeping what is written;
// running the command again resumes.
export async function extractCommand(flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "extract");
  const provider = chooseProvider({ spec: input.extractor, provider: input.provider });
  const label = `${input.extractor.name}@${input.extractor.version}`;
  const started = Date.now();
  groupExtendedProtocolMessages();
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const benchmark = await findBenchmarkByName({ workspaceId: workspace.id, name: input.benchmark });
    if (!benchmark) throw new CliError("NOT_FOUND", `no benchmark ${input.benchmark} in ${workspace.name}: import its questions first`);
    const controller = new AbortController();
    const stop = () => {
      out.log("\nstopping after the sessions in progress; run the command again to resume");
      controller.abort();
    };
    const offStopSignal = onStopSignal(stop, () => out.log("stopping now: run the command again to resume"));
    const progress = createProgress(`extract ${label}`, 0);
    try {
      const summary = await runExtractJobInProcess({
        workspaceId: workspace.id,
        benchmarkId: benchmark.id,
        spec: input.extractor,
        provider,
        createdById: null,
        worker: `cli:${os.hostname()}:${process.pid}`,
        signal: controller.signal,
        onProgress: ({ done, total }) => {
          progress.setTotal(total);
          progress.setBytes(done);
          progress.update(done, "sessions", done === total);
        },
      });
      progress.done();
      if (summary.resumed) out.log(`resumed job ${summary.jobRunId}, left unfinished by an earlier run`);
      if (summary.stopped === "cancelled")
        throw new CliError(
          "CANCELLED",
          `job ${summary.jobRunId} was cancelled; ${summary.sessions - summary.remaining} of ${summary.sessions} sessions have a sheet`,
        );
      if (summary.stopped === "aborted")
        throw new CliError("INTERRUPTED", `stopped with ${summary.remaining} of ${summary.sessions} sessions left; run the command again to resume`, 130);
      if (summary.remaining > 0) throw new CliError("INCOMPLETE", `${summary.remaining} session(s) still have no sheet: run the command again`);
      const seconds = Number(((Date.now() - started) / 1000).toFixed(2));
      const result = {
        benchmark: benchmark.name,
        extractor: label,
        sessions: summary.sessions,
        extracted: summary.extracted,
        passthrough: summary.passthrough,
        skipped: summary.skipped,
        failed: summary.failed,
        seconds,
      };
      out.result(
        result,
        `extracted ${summary.extracted} fact sheets with ${label} (${provider}) for ${benchmark.name}: ${summary.passthrough} passed through, ` +
          `${summary.skipped} already had one; ${summary.sessions} sessions in ${seconds}s (job ${summary.jobRunId})`,
      );
    } finally {
      progress.done();
      offStopSignal();
    }
  });
}

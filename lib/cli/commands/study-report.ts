import { writeFileSync } from "node:fs";
import { z } from "@/lib/zod";
import { withDatabase } from "@/lib/cli/context";
import { CliError } from "@/lib/cli/cli-error";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { loadStudyReport } from "@/lib/services/studies/load-study-report";
import { studyReportFile } from "@/lib/studies/study-report-file";

const schema = z.object({
  format: z.enum(["md", "html"], "choose --format md or html"),
  out: z.string().min(1).optional(),
  workspace: z.string().optional(),
});

// `lore study report NAME --format md|html [--out FILE]`: the shareable report, written to FILE
// (or to stdout without --out; with --json the report text is in the result).
export async function studyReportCommand(positionals: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  if (positionals.length !== 1) throw new CliError("USAGE", "usage: lore study report NAME --format md|html [--out FILE] [--json]", 2);
  const input = parseInput(schema, flags, "study report");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const report = await loadStudyReport({ workspaceId: workspace.id, study: positionals[0]! });
    if (!report) throw new CliError("NOT_FOUND", `no study ${positionals[0]} in ${workspace.name}`);
    const { body } = studyReportFile(report, input.format);
    if (input.out) {
      try {
        writeFileSync(input.out, body);
      } catch (error) {
        throw new CliError("OUTPUT", `study report: cannot write ${input.out} (${(error as NodeJS.ErrnoException).code ?? "write error"})`);
      }
      out.result(
        { study: report.study.name, format: input.format, out: input.out, bytes: Buffer.byteLength(body) },
        `wrote the ${input.format} report of study ${report.study.name} to ${input.out} (${Buffer.byteLength(body)} bytes)`,
      );
    } else out.result({ study: report.study.name, format: input.format, out: null, bytes: Buffer.byteLength(body), report: body }, body);
  });
}

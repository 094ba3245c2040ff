import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { onStopSignal } from "@/lib/cli/stop-signals";
import { studyReportCommand } from "@/lib/cli/commands/study-report";
import { loadStudyReport } from "@/lib/services/studies/load-study-report";
import { env } from "@/lib/env";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { runStudyJobInProcess } from "@/lib/jobs/run-study-job-in-process";
import { startStudyInput } from "@/lib/schemas/study";
import { planStudyFile } from "@/lib/services/studies/plan-study-file";
import type { StudyReport } from "@/lib/studies/study-report";

const USAGE = [
  "usage: lore study run FILE [--name N] [--longmemeval-dir DIR] [--json]   plan a study file and run what is missing",
  "       lore study show NAME [--json]                                        the study's table",
  "       lore study report NAME --format md|html [--out FILE] [--json]        a self-contained report",
].join("\n");

const runSchema = z.object({
  // As the Runs page's form takes it (letters, digits, . _ -).
  name: startStudyInput.shape.name,
  longmemevalDir: z.string().min(1).optional(),
  workspace: z.string().optional(),
});

const MAX_FILE_BYTES = 256 * 1024;

function readStudyFile(file: string): string {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new CliError("INPUT", `study run: ${file} is not a file`, 2);
    size = stat.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError("INPUT", `study run: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "read error"})`, 2);
  }
  // Refused as the Runs page's form refuses it, before the file is read.
  if (size > MAX_FILE_BYTES) throw new CliError("INVALID_INPUT", `study run: ${file} is ${formatInteger(size)} bytes; a study file is at most 256 KB`, 2);
  return readFileSync(file, "utf8");
}

// The table as text: one line per set-up.
export function studyTableText(report: StudyReport): string {
  const lines = [
    `study ${report.study.name} (${report.study.status}) on ${report.benchmark.name}: runs ${report.progress.runsDone}/${report.progress.runsTotal}, questions ${formatInteger(report.progress.questionsDone)}/${formatInteger(report.progress.questionsTotal)}`,
  ];
  for (const row of report.rows) {
    const ci = row.accuracyInterval ? ` (${formatPercent(row.accuracyInterval.lo)}–${formatPercent(row.accuracyInterval.hi)})` : "";
    const vs = row.vsBaseline
      ? `, vs baseline ${row.vsBaseline.delta >= 0 ? "+" : ""}${(row.vsBaseline.delta * 100).toFixed(1)} pts, McNemar p=${row.vsBaseline.mcnemarP.toPrecision(2)}`
      : "";
    lines.push(
      `  ${row.baseline ? "*" : " "} ${row.label} [${row.status}]: ${row.evidence}; accuracy ${formatPercent(row.accuracy)}${ci}, reader tokens/question ${formatInteger(row.readerTokensMean)}, recall@${row.recallK} ${formatPercent(row.recall)}, evidence coverage ${formatPercent(row.evidenceCoverage)}${row.costUsd === null ? "" : `, cost $${row.costUsd.toFixed(4)}`}${vs}`,
    );
  }
  return lines.join("\n");
}

async function runStudy(positionals: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  if (positionals.length !== 1) throw new CliError("USAGE", USAGE, 2);
  const input = parseInput(runSchema, { ...flags, longmemevalDir: flags["longmemeval-dir"] }, "study run");
  const file = positionals[0]!;
  // The file's text as the Runs page's form takes it (an empty file is refused the same way).
  const { text } = parseInput(startStudyInput.pick({ text: true }), { text: readStudyFile(file) }, "study run");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    let planned;
    try {
      planned = await planStudyFile({
        workspaceId: workspace.id,
        actorId: null,
        file: { name: path.basename(file), text },
        name: input.name,
        longMemEvalDir: input.longmemevalDir ?? null,
        staleMs: env().LORE_JOB_STALE_MS,
      });
    } catch (error) {
      if (error instanceof InvalidInputError) throw new CliError("INVALID_INPUT", `study run: ${error.message}`, 2);
      throw error;
    }
    const { plan } = planned;
    out.log(
      `study ${plan.study}: ${plan.setups.length} set-ups, ${plan.steps.length} runs planned on ${plan.benchmark.name} (${plan.benchmark.questions} questions)`,
    );
    const controller = new AbortController();
    const stop = () => {
      out.log("\nstopping after the questions in progress; run the command again to resume");
      controller.abort();
    };
    const offStopSignal = onStopSignal(stop, () => out.log("stopping now: run the command again to resume"));
    const progress = createProgress(`study ${plan.study}`, 0);
    let runs = "";
    const outcome = await runStudyJobInProcess({
      workspaceId: workspace.id,
      studyId: planned.studyId,
      createdById: null,
      longMemEvalDir: input.longmemevalDir ?? null,
      signal: controller.signal,
      onProgress: (p) => {
        runs = `runs ${p.runsDone}/${p.runsTotal}`;
        progress.setTotal(p.questionsTotal);
        progress.setBytes(p.questionsDone);
        progress.update(p.questionsDone, `questions, ${runs}`, p.runsDone === p.runsTotal);
      },
    }).finally(() => {
      progress.done();
      offStopSignal();
    });
    if (outcome.resumed) out.log(`resumed job ${outcome.jobRunId}, left unfinished by an earlier run`);
    const report = (await loadStudyReport({ workspaceId: workspace.id, study: planned.studyId }))!;
    if (outcome.status === "cancelled") throw new CliError("CANCELLED", `job ${outcome.jobRunId} was cancelled; ${runs}`);
    if (outcome.status === "stopped") throw new CliError("INTERRUPTED", `stopped with ${runs}; run the command again to resume`, 130);
    if (outcome.status === "failed")
      throw new CliError(
        "STUDY_FAILED",
        `study ${plan.study}: ${outcome.failed} run(s) failed (${outcome.problem ?? "see lore study show"}); fix the cause and run the command again`,
      );
    out.result(
      {
        study: plan.study,
        status: report.study.status,
        jobRunId: outcome.jobRunId,
        runs: { total: plan.steps.length, made: outcome.made, reused: outcome.reused, failed: outcome.failed },
        table: report.rows,
      },
      `${studyTableText(report)}\nmade ${outcome.made} run(s), reused ${outcome.reused}; lore study report ${plan.study} --format html --out ${plan.study}.html writes the report`,
    );
  });
}

async function showStudy(positionals: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  if (positionals.length !== 1) throw new CliError("USAGE", USAGE, 2);
  const input = parseInput(z.object({ workspace: z.string().optional() }), flags, "study show");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const report = await loadStudyReport({ workspaceId: workspace.id, study: positionals[0]! });
    if (!report) throw new CliError("NOT_FOUND", `no study ${positionals[0]} in ${workspace.name}`);
    out.result(report, studyTableText(report));
  });
}

// `lore study run|show|report`.
export async function studyCommand(sub: string | undefined, positionals: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub === "run") return runStudy(positionals, flags, out);
  if (sub === "show") return showStudy(positionals, flags, out);
  if (sub === "report") return studyReportCommand(positionals, flags, out);
  throw new CliError("USAGE", USAGE, 2);
}

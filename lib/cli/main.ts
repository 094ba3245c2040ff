import { CliError } from "@/lib/cli/cli-error";
import { exitWhenFlushed, watchStdout } from "@/lib/cli/exit-when-flushed";
import { createOutput } from "@/lib/cli/output";
import { runCommandLine } from "@/lib/cli/run-command-line";
import { checkEnv, describeEnvProblem, env } from "@/lib/env";
import { DataDirError } from "@/lib/db/data-dir-check";
import { DataDirInUseError } from "@/lib/db/data-dir-lock";
import { DatabaseUrlError } from "@/lib/db/database-url";
import { isDiskFull } from "@/lib/db/disk-full";
import { resolveDataDir } from "@/lib/db/data-dir";
import { AppError } from "@/lib/errors";

// PostgreSQL ran out of disk mid-command. Every write is a whole transaction, so what committed
// before stays; say where the disk is full and that running the command again resumes.
function diskFullError(): CliError {
  const where = env().LORE_DATABASE_MODE === "embedded" ? `The disk holding the data dir ${resolveDataDir()}` : "The database server's disk";
  return new CliError("DISK_FULL", `${where} is full: this command stopped, and what it committed before is kept. Free some space and run it again to finish.`);
}

async function run(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  const out = createOutput(json);
  try {
    // A bad setting stops the command before it touches anything, naming the variable.
    const problems = checkEnv();
    if (problems.length > 0) throw new CliError("CONFIGURATION", problems.map(describeEnvProblem).join(" "), 2);
    await runCommandLine(argv, out);
    return 0;
  } catch (raw) {
    const error = isDiskFull(raw) ? diskFullError() : raw;
    const known =
      error instanceof CliError ||
      error instanceof AppError ||
      error instanceof DataDirInUseError ||
      error instanceof DatabaseUrlError ||
      error instanceof DataDirError;
    const code =
      error instanceof CliError || error instanceof AppError ? error.code : error instanceof DataDirError ? "DATA_DIR" : known ? "DATABASE" : "INTERNAL";
    const message = error instanceof Error ? error.message : String(error);
    const details = error instanceof CliError ? error.details : {};
    if (json) process.stdout.write(`${JSON.stringify({ error: { ...details, code, message } })}\n`);
    else process.stderr.write(`lore: ${message}\n`);
    if (!known && env().LORE_DEBUG) console.error(error);
    return error instanceof CliError ? error.exitCode : 1;
  }
}

watchStdout();
run(process.argv.slice(2)).then(exitWhenFlushed);

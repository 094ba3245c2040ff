import { parseArgs } from "node:util";
import { CliError } from "@/lib/cli/cli-error";
import { analyzeDetailLossCommand } from "@/lib/cli/commands/analyze-detail-loss";
import { compareCommand } from "@/lib/cli/commands/compare";
import { dbCommand } from "@/lib/cli/commands/db";
import { embedCommand } from "@/lib/cli/commands/embed";
import { extractCommand } from "@/lib/cli/commands/extract";
import { experimentQaCommand } from "@/lib/cli/commands/experiment-qa";
import { experimentCommand } from "@/lib/cli/commands/experiment-retrieval";
import { generateLongMemEvalCommand } from "@/lib/cli/commands/generate-longmemeval";
import { exportRunCommand } from "@/lib/cli/commands/export-run";
import { importFactSheetsCommand } from "@/lib/cli/commands/import-factsheets";
import { importLongMemEvalCommand } from "@/lib/cli/commands/import-longmemeval";
import { importUndoCommand } from "@/lib/cli/commands/import-undo";
import { importRunCommand } from "@/lib/cli/commands/import-run";
import { judgeCommand } from "@/lib/cli/commands/judge";
import { seedCommand } from "@/lib/cli/commands/seed";
import { studyCommand } from "@/lib/cli/commands/study";
import { tokensCommand } from "@/lib/cli/commands/tokens";
import { usersCommand } from "@/lib/cli/commands/users";
import { workerCommand } from "@/lib/cli/commands/worker";
import { workspacesCommand } from "@/lib/cli/commands/workspaces";
import { exitWhenFlushed, watchStdout } from "@/lib/cli/exit-when-flushed";
import { createOutput } from "@/lib/cli/output";
import { checkEnv, describeEnvProblem } from "@/lib/env";
import { DataDirError } from "@/lib/db/data-dir-check";
import { DataDirInUseError } from "@/lib/db/data-dir-lock";
import { DatabaseUrlError } from "@/lib/db/database-url";
import { isDiskFull } from "@/lib/db/disk-full";
import { resolveDataDir } from "@/lib/db/embedded-server";
import { AppError } from "@/lib/errors";

const HELP = `Lore command line

  lore db migrate                      apply pending migrations
  lore db status                       show applied and pending migrations
  lore users create --email E --password P --name N [--workspace W --role admin|member|viewer]
  lore workspaces create --name NAME [--admin EMAIL]
  lore seed demo [--reset]             (re)build the demo workspace
  lore tokens create --email E --workspace W --scopes s1,s2 [--name N]   an API token, shown once
  lore import longmemeval <path...> --benchmark NAME [--workspace W]
  lore import undo --benchmark NAME    remove what a failed or killed import stored (an incomplete benchmark)
  lore import run <file> [--eval <file>] --benchmark NAME --name RUN [--reader R --judge J --notes T]
  lore import factsheets <file.jsonl> --benchmark NAME --extractor NAME@VERSION
  lore export run RUN --format longmemeval [--benchmark B] [--out FILE]
  lore experiment retrieval --benchmark B --representation sessions|memories|factsheets:NAME@VERSION --retriever hybrid|fulltext|vector --k K [--budget TOKENS] --name RUN
  lore experiment qa --from-run RETRIEVAL_RUN --reader MODEL --judge MODEL --prompt typed|static [--longmemeval-dir DIR]   (needs LORE_LLM_BASE_URL)
  lore judge RUN --judge MODEL [--longmemeval-dir DIR] [--name NAME] [--concurrency N] [--benchmark B]
                                       judge a run's hypotheses into a new run (default RUN+judge:MODEL; needs LORE_LLM_BASE_URL);
                                       with a LongMemEval checkout (or LORE_LONGMEMEVAL_DIR) the prompts are its evaluate_qa.py's
  lore extract --benchmark B --extractor NAME@VERSION [--provider offline|openai]   one fact sheet per session (lore-baseline@1 runs offline)
  lore worker                          run queued jobs (imports, extractions) until Ctrl+C
  lore embed [--workspace W] [--kind observation|memory|fact_sheet] [--limit N]   compute missing embeddings
  lore compare RUN_A RUN_B [--benchmark B] [--seed N]   paired statistics of two runs (McNemar, bootstrap CI)
  lore study run FILE [--name N] [--longmemeval-dir DIR]   plan a study file (JSON or YAML) and run its missing runs as one job;
                                       a run whose exact configuration exists is reused; rerun after a kill to resume
  lore study show NAME                 the study's table (one row per set-up)
  lore study report NAME --format md|html [--out FILE]   a self-contained report (charts as inline SVG, no script)
  lore analyze detail-loss --benchmark B --extractor NAME@VERSION   what each fact sheet lost
  lore generate longmemeval --scale s|m --out FILE [--seed N] [--questions N]   synthetic dataset (no database)

Every command takes --json: exactly one JSON object on stdout; progress goes to stderr.
Without DATABASE_URL the CLI uses the embedded database in LORE_DATA_DIR (default .lore),
through the running server when \`npm start\` is up.`;

const OPTIONS = {
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  reset: { type: "boolean" },
  email: { type: "string" },
  password: { type: "string" },
  name: { type: "string" },
  workspace: { type: "string" },
  role: { type: "string" },
  admin: { type: "string" },
  benchmark: { type: "string" },
  eval: { type: "string" },
  reader: { type: "string" },
  judge: { type: "string" },
  notes: { type: "string" },
  format: { type: "string" },
  out: { type: "string" },
  extractor: { type: "string" },
  scale: { type: "string" },
  seed: { type: "string" },
  questions: { type: "string" },
  scopes: { type: "string" },
  representation: { type: "string" },
  retriever: { type: "string" },
  k: { type: "string" },
  budget: { type: "string" },
  encoding: { type: "string" },
  "from-run": { type: "string" },
  prompt: { type: "string" },
  provider: { type: "string" },
  kind: { type: "string" },
  limit: { type: "string" },
  concurrency: { type: "string" },
  "longmemeval-dir": { type: "string" },
  "allow-incomplete": { type: "boolean" },
} as const;

// PostgreSQL ran out of disk mid-command. Every write is a whole transaction, so what committed
// before stays; say where the disk is full and that running the command again resumes.
function diskFullError(): CliError {
  const where = process.env.LORE_DATABASE_MODE === "embedded" ? `The disk holding the data dir ${resolveDataDir()}` : "The database server's disk";
  return new CliError("DISK_FULL", `${where} is full: this command stopped, and what it committed before is kept. Free some space and run it again to finish.`);
}

async function run(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  const out = createOutput(json);
  try {
    // A bad setting stops the command before it touches anything, naming the variable.
    const problems = checkEnv();
    if (problems.length > 0) throw new CliError("CONFIGURATION", problems.map(describeEnvProblem).join(" "), 2);
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new CliError("USAGE", (error as Error).message, 2);
    }
    const { values, positionals } = parsed;
    const [command, sub] = positionals;
    if (!command || values.help) {
      out.result({ help: HELP }, HELP);
      return 0;
    }
    const flags = Object.fromEntries(Object.entries(values).filter(([key]) => key !== "json" && key !== "help"));
    if (command === "db") await dbCommand(sub, out);
    else if (command === "users") await usersCommand(sub, flags, out);
    else if (command === "workspaces") await workspacesCommand(sub, flags, out);
    else if (command === "seed") await seedCommand(sub, flags, out);
    else if (command === "import" && sub === "longmemeval") await importLongMemEvalCommand(positionals.slice(2), flags, out);
    else if (command === "import" && sub === "run") await importRunCommand(positionals.slice(2), flags, out);
    else if (command === "import" && sub === "undo") await importUndoCommand(flags, out);
    else if (command === "import" && sub === "factsheets") await importFactSheetsCommand(positionals.slice(2), flags, out);
    else if (command === "embed") await embedCommand(flags, out);
    else if (command === "extract") await extractCommand(flags, out);
    else if (command === "worker") await workerCommand(out);
    else if (command === "judge") await judgeCommand(positionals.slice(1), flags, out);
    else if (command === "compare") await compareCommand(positionals.slice(1), flags, out);
    else if (command === "experiment" && sub === "qa") await experimentQaCommand(flags, out);
    else if (command === "experiment") await experimentCommand(sub, flags, out);
    else if (command === "study") await studyCommand(sub, positionals.slice(2), flags, out);
    else if (command === "analyze") await analyzeDetailLossCommand(sub, flags, out);
    else if (command === "tokens") await tokensCommand(sub, flags, out);
    else if (command === "generate" && sub === "longmemeval") await generateLongMemEvalCommand(flags, out);
    else if (command === "export" && sub === "run") await exportRunCommand(positionals.slice(2), flags, out);
    else throw new CliError("USAGE", `unknown command "${command}" (lore --help lists them)`, 2);
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
    if (!known && process.env.LORE_DEBUG) console.error(error);
    return error instanceof CliError ? error.exitCode : 1;
  }
}

watchStdout();
run(process.argv.slice(2)).then(exitWhenFlushed);

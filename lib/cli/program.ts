import { Command, Option, type OutputConfiguration } from "commander";
import { commandInput } from "@/lib/cli/command-input";
import { HELP_LAYOUT, neededOption as need } from "@/lib/cli/help-layout";
import type { Output } from "@/lib/cli/output";

// Each command's module, and what it needs (Prisma, the openai SDK, the importers), is loaded only
// when that command runs, so `lore --help` or `lore tokens create` does not load the experiment
// code. Importing every command up front took ~1.9 s of each `lore` call's ~2.5 s.
const commands = {
  analyzeDetailLossCommand: () => import("@/lib/cli/commands/analyze-detail-loss").then((m) => m.analyzeDetailLossCommand),
  compareCommand: () => import("@/lib/cli/commands/compare").then((m) => m.compareCommand),
  dbCommand: () => import("@/lib/cli/commands/db").then((m) => m.dbCommand),
  embedCommand: () => import("@/lib/cli/commands/embed").then((m) => m.embedCommand),
  extractCommand: () => import("@/lib/cli/commands/extract").then((m) => m.extractCommand),
  experimentQaCommand: () => import("@/lib/cli/commands/experiment-qa").then((m) => m.experimentQaCommand),
  experimentCommand: () => import("@/lib/cli/commands/experiment-retrieval").then((m) => m.experimentCommand),
  generateLongMemEvalCommand: () => import("@/lib/cli/commands/generate-longmemeval").then((m) => m.generateLongMemEvalCommand),
  exportRunCommand: () => import("@/lib/cli/commands/export-run").then((m) => m.exportRunCommand),
  importFactSheetsCommand: () => import("@/lib/cli/commands/import-factsheets").then((m) => m.importFactSheetsCommand),
  importLongMemEvalCommand: () => import("@/lib/cli/commands/import-longmemeval").then((m) => m.importLongMemEvalCommand),
  importUndoCommand: () => import("@/lib/cli/commands/import-undo").then((m) => m.importUndoCommand),
  importRunCommand: () => import("@/lib/cli/commands/import-run").then((m) => m.importRunCommand),
  judgeCommand: () => import("@/lib/cli/commands/judge").then((m) => m.judgeCommand),
  seedCommand: () => import("@/lib/cli/commands/seed").then((m) => m.seedCommand),
  studyCommand: () => import("@/lib/cli/commands/study").then((m) => m.studyCommand),
  tokensCommand: () => import("@/lib/cli/commands/tokens").then((m) => m.tokensCommand),
  usersCommand: () => import("@/lib/cli/commands/users").then((m) => m.usersCommand),
  workerCommand: () => import("@/lib/cli/commands/worker").then((m) => m.workerCommand),
  workspacesCommand: () => import("@/lib/cli/commands/workspaces").then((m) => m.workspacesCommand),
};

type Run = (input: { args: string[]; flags: Record<string, unknown> }) => Promise<void>;

const CLOSING = `
Every command takes --json: exactly one JSON object on stdout; progress goes to stderr.
Without DATABASE_URL the CLI uses the embedded database in LORE_DATA_DIR (default .lore),
through the running server when \`npm start\` is up.`;

function group(parent: Command, name: string, summary: string): Command {
  return parent.command(name).description(summary).helpCommand(false);
}

// A command that does something: commander parses and checks its arguments and options, then
// hands them to the command module, which validates them with its zod schema.
function leaf(parent: Command, name: string, summary: string, run: Run): Command {
  const cmd = parent.command(name).description(summary);
  cmd.action(() => run(commandInput(cmd)));
  return cmd;
}

const WORKSPACE = "the workspace (id or slug; default LORE_WORKSPACE, else the oldest one)";

// Before commander every command accepted --workspace, and scripts pass it to every call: the
// commands that do not use it still take it, unlisted.
const unusedWorkspace = () => new Option("--workspace <W>").hideHelp();

// Every `lore` command, declared once: its arguments, options and one-line description. Help,
// usage lines and the refusal of unknown commands and options are commander's.
export function buildProgram(out: Output, output: OutputConfiguration): Command {
  const lore = new Command("lore")
    .description("Lore command line")
    .configureHelp(HELP_LAYOUT)
    .configureOutput(output)
    .exitOverride()
    .helpCommand(false)
    .option("--json", "print exactly one JSON object on stdout (progress goes to stderr)")
    .addHelpText("after", CLOSING);

  const db = group(lore, "db", "the database's migrations");
  leaf(db, "migrate", "apply pending migrations", async () => (await commands.dbCommand())("migrate", out)).addOption(unusedWorkspace());
  leaf(db, "status", "show applied and pending migrations", async () => (await commands.dbCommand())("status", out)).addOption(unusedWorkspace());

  leaf(group(lore, "users", "local accounts"), "create", "create a local account, optionally a member of a workspace", async ({ flags }) =>
    (await commands.usersCommand())("create", flags, out),
  )
    .addOption(need("--email <E>", "the account's email"))
    .addOption(need("--password <P>", "its password"))
    .addOption(need("--name <N>", "its display name"))
    .option("--workspace <W>", "make it a member of this workspace (id or slug)")
    .option("--role <admin|member|viewer>", "its role there (default member; needs --workspace)");

  leaf(group(lore, "workspaces", "workspaces"), "create", "create a workspace", async ({ flags }) => (await commands.workspacesCommand())("create", flags, out))
    .addOption(need("--name <NAME>", "the workspace's name"))
    .option("--admin <EMAIL>", "make this user its admin")
    .addOption(unusedWorkspace());

  leaf(group(lore, "seed", "demo data"), "demo", "(re)build the demo workspace", async ({ flags }) => (await commands.seedCommand())("demo", flags, out))
    .option("--reset", "remove an existing demo workspace first")
    .addOption(unusedWorkspace());

  leaf(group(lore, "tokens", "API tokens"), "create", "an API token, shown once", async ({ flags }) => (await commands.tokensCommand())("create", flags, out))
    .addOption(need("--email <E>", "the token's user"))
    .addOption(need("--workspace <W>", "the token's workspace (id or slug)"))
    .option("--scopes <s1,s2>", "comma-separated permissions (none: read only)")
    .option("--name <N>", "a label (default: cli and today's date)");

  const imports = group(lore, "import", "load benchmarks, runs and fact sheets");
  leaf(imports, "longmemeval", "import LongMemEval question files, folders of them or JSON Lines", async ({ args, flags }) =>
    (await commands.importLongMemEvalCommand())(args, flags, out),
  )
    .argument("<path...>", "files or folders")
    .addOption(need("--benchmark <NAME>", "the benchmark to import into"))
    .option("--workspace <W>", WORKSPACE);
  leaf(imports, "undo", "remove what a failed or killed import stored (an incomplete benchmark)", async ({ flags }) =>
    (await commands.importUndoCommand())(flags, out),
  )
    .addOption(need("--benchmark <NAME>", "the incomplete benchmark"))
    .option("--workspace <W>", WORKSPACE);
  leaf(imports, "run", "import a run's hypotheses, judge logs or retrieval logs and print its metrics", async ({ args, flags }) =>
    (await commands.importRunCommand())(args, flags, out),
  )
    .argument("<file>", "the run file")
    .option("--eval <FILE>", "evaluate_qa.py's judge log for the hypotheses")
    .addOption(need("--benchmark <NAME>", "the benchmark the run answered"))
    .addOption(need("--name <RUN>", "the run's name"))
    .option("--reader <R>", "the reader model")
    .option("--judge <J>", "the judge model")
    .option("--notes <T>", "free-text notes")
    .option("--workspace <W>", WORKSPACE);
  leaf(imports, "factsheets", "import fact sheets, each linked to its source session", async ({ args, flags }) =>
    (await commands.importFactSheetsCommand())(args, flags, out),
  )
    .argument("<file.jsonl>", "{session_id, text, passthrough?} lines")
    .addOption(need("--benchmark <NAME>", "the benchmark whose sessions they describe"))
    .addOption(need("--extractor <NAME@VERSION>", "the extractor that wrote them"))
    .option("--workspace <W>", WORKSPACE);

  leaf(group(lore, "export", "write runs out"), "run", "a run's hypotheses as JSONL for LongMemEval's evaluate_qa.py", async ({ args, flags }) =>
    (await commands.exportRunCommand())(args, flags, out),
  )
    .argument("<RUN>", "the run's name or id")
    .addOption(need("--format <longmemeval>", "the file format"))
    .option("--benchmark <B>", "the run's benchmark, when several runs share the name")
    .option("--out <FILE>", "write the file here (default stdout)")
    .option("--workspace <W>", WORKSPACE);

  const experiment = group(lore, "experiment", "retrieval and QA runs");
  leaf(experiment, "retrieval", "search each question's haystack and score what the reader's context keeps", async ({ flags }) =>
    (await commands.experimentCommand())("retrieval", flags, out),
  )
    .addOption(need("--benchmark <B>", "the benchmark"))
    .addOption(need("--representation <sessions|memories|factsheets:NAME@VERSION>", "what is searched"))
    .option("--retriever <hybrid|fulltext|vector>", "the ranking (default hybrid)")
    .option("--k <K>", "results per question (default 10)")
    .option("--budget <TOKENS>", "cut the reader's context to this many tokens")
    .option("--encoding <o200k_base|cl100k_base>", "the tokenizer that counts them (default o200k_base)")
    .addOption(need("--name <RUN>", "the run's name"))
    .option("--allow-incomplete", "run over a benchmark whose import did not finish")
    .option("--workspace <W>", WORKSPACE);
  leaf(experiment, "qa", "an LLM reader answers from a retrieval run's context and an LLM judge scores it (needs LORE_LLM_BASE_URL)", async ({ flags }) =>
    (await commands.experimentQaCommand())(flags, out),
  )
    .addOption(need("--from-run <RETRIEVAL_RUN>", "the retrieval run to read from"))
    .addOption(need("--reader <MODEL>", "the reader model"))
    .addOption(need("--judge <MODEL>", "the judge model"))
    .option("--prompt <typed|static>", "the reader's prompt style (default typed)")
    .option("--name <NAME>", "the run's name")
    .option("--longmemeval-dir <DIR>", "a LongMemEval checkout whose evaluate_qa.py prompts the judge uses")
    .option("--workspace <W>", WORKSPACE);

  leaf(lore, "judge", "judge a run's hypotheses into a new run (default RUN+judge:MODEL; needs LORE_LLM_BASE_URL)", async ({ args, flags }) =>
    (await commands.judgeCommand())(args, flags, out),
  )
    .argument("<RUN>", "the run whose hypotheses to judge")
    .addOption(need("--judge <MODEL>", "the judge model"))
    .option("--longmemeval-dir <DIR>", "a LongMemEval checkout (or LORE_LONGMEMEVAL_DIR): the prompts are its evaluate_qa.py's")
    .option("--name <NAME>", "the new run's name")
    .option("--concurrency <N>", "questions judged at once")
    .option("--benchmark <B>", "the run's benchmark, when several runs share the name")
    .option("--workspace <W>", WORKSPACE);

  leaf(lore, "extract", "one fact sheet per session (lore-baseline@1 runs offline)", async ({ flags }) => (await commands.extractCommand())(flags, out))
    .addOption(need("--benchmark <B>", "the benchmark whose sessions to extract"))
    .addOption(need("--extractor <NAME@VERSION>", "the extractor"))
    .option("--provider <offline|openai>", "where a model extractor runs")
    .option("--workspace <W>", WORKSPACE);

  leaf(lore, "worker", "run queued jobs (imports, extractions) until Ctrl+C", async () => (await commands.workerCommand())(out)).addOption(unusedWorkspace());

  leaf(lore, "embed", "compute missing embeddings", async ({ flags }) => (await commands.embedCommand())(flags, out))
    .option("--workspace <W>", WORKSPACE)
    .option("--kind <observation|memory|fact_sheet>", "only rows of this kind")
    .option("--limit <N>", "at most this many rows");

  leaf(lore, "compare", "paired statistics of two runs (McNemar, bootstrap CI)", async ({ args, flags }) => (await commands.compareCommand())(args, flags, out))
    .argument("<RUN_A>", "a run's name or id")
    .argument("<RUN_B>", "another run's name or id")
    .option("--benchmark <B>", "the runs' benchmark, when several runs share a name")
    .option("--workspace <W>", WORKSPACE)
    .option("--seed <N>", "the bootstrap's seed");

  const study = group(lore, "study", "studies: several set-ups on one benchmark");
  leaf(study, "run", "plan a study file (JSON or YAML) and run its missing runs as one job; rerun after a kill to resume", async ({ args, flags }) =>
    (await commands.studyCommand())("run", args, flags, out),
  )
    .argument("<FILE>", "the study file")
    .option("--name <N>", "the study's name (default: the file's)")
    .option("--longmemeval-dir <DIR>", "a LongMemEval checkout for the judge's prompts")
    .option("--workspace <W>", WORKSPACE);
  leaf(study, "show", "the study's table (one row per set-up)", async ({ args, flags }) => (await commands.studyCommand())("show", args, flags, out))
    .argument("<NAME>", "the study")
    .option("--workspace <W>", WORKSPACE);
  leaf(study, "report", "a self-contained report (charts as inline SVG, no script)", async ({ args, flags }) =>
    (await commands.studyCommand())("report", args, flags, out),
  )
    .argument("<NAME>", "the study")
    .addOption(need("--format <md|html>", "the report's format"))
    .option("--out <FILE>", "write it here (default stdout)")
    .option("--workspace <W>", WORKSPACE);

  leaf(group(lore, "analyze", "analyses of fact sheets"), "detail-loss", "what each fact sheet lost", async ({ flags }) =>
    (await commands.analyzeDetailLossCommand())("detail-loss", flags, out),
  )
    .addOption(need("--benchmark <B>", "the benchmark"))
    .addOption(need("--extractor <NAME@VERSION>", "the extractor whose fact sheets to analyze"))
    .option("--workspace <W>", WORKSPACE);

  leaf(group(lore, "generate", "synthetic data"), "longmemeval", "a synthetic dataset in LongMemEval's format (no database)", async ({ flags }) =>
    (await commands.generateLongMemEvalCommand())(flags, out),
  )
    .addOption(need("--scale <s|m>", "s: 500 questions x ~48 sessions; m: 500 x ~500"))
    .addOption(need("--out <FILE>", "the JSON file to write"))
    .option("--seed <N>", "the generator's seed (default 1)")
    .option("--questions <N>", "only the first N questions")
    .addOption(unusedWorkspace());

  return lore;
}

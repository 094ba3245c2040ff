// `npm run bench`: runs every benchmark in its own process (each starts its own fresh database)
// and writes one report: bench-results/REPORT.md and bench-results/report.json. A summary table
// of each benchmark's headline figures comes first; every figure, there and in each section,
// carries the command that measured it, the machine and the date. `--quick` uses smaller inputs
// and a 10-second load test. Benchmarks measure; they never fail the build on a slow machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { headlines, machineText, type Headline } from "@/scripts/bench/report-summary";

type Bench = { name: string; script: string; args: string[] };

const QUICK = process.argv.includes("--quick");
const BENCHES: Bench[] = [
  { name: "import-throughput", script: "scripts/bench/import-throughput.ts", args: QUICK ? ["--scale", "small"] : ["--scale", "s"] },
  { name: "search-latency", script: "scripts/bench/search-latency.ts", args: QUICK ? ["--observations", "10000"] : [] },
  { name: "inbox-first-page", script: "scripts/bench/inbox-first-page.ts", args: [] },
  { name: "session-page-time", script: "scripts/bench/session-page-time.ts", args: [] },
  { name: "page-server-times", script: "scripts/bench/page-server-times.ts", args: [] },
  { name: "retrieval-quality", script: "scripts/bench/retrieval-quality.ts", args: QUICK ? ["--questions", "120"] : [] },
  { name: "experiment-overhead", script: "scripts/bench/experiment-overhead.ts", args: QUICK ? ["--questions", "40"] : [] },
  { name: "load", script: "scripts/bench/load.ts", args: QUICK ? ["--seconds", "10"] : [] },
  { name: "sign-in-flood", script: "scripts/bench/sign-in-flood.ts", args: QUICK ? ["--seconds", "10"] : [] },
];

const machine = `${os.cpus()[0]?.model ?? "unknown cpu"} x${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const date = new Date().toISOString();
mkdirSync("bench-results", { recursive: true });
const sections: string[] = [];
const summary: (Headline & { command: string; machine: string; date: string })[] = [];
const report: { date: string; machine: string; quick: boolean; summary: typeof summary; results: Record<string, unknown> } = {
  date,
  machine,
  quick: QUICK,
  summary,
  results: {},
};

for (const bench of BENCHES) {
  if (!existsSync(bench.script)) continue;
  const command = `node --conditions=react-server --import tsx ${bench.script} ${bench.args.join(" ")}`.trim();
  process.stderr.write(`\n[bench] ${bench.name}: ${command}\n`);
  const jsonFile = path.join("bench-results", `${bench.name}.json`);
  // A result left by an earlier run must never be reported as this run's.
  rmSync(jsonFile, { force: true });
  const startedAt = new Date().toISOString();
  const started = Date.now();
  const run = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", bench.script, ...bench.args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const result: unknown = run.status === 0 && existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, "utf8")) : null;
  const json = (result ?? {}) as { machine?: unknown; date?: unknown };
  const benchMachine = machineText(json.machine, machine);
  const benchDate = typeof json.date === "string" ? json.date : startedAt;
  const rows = headlines(bench.name, result);
  for (const row of rows) summary.push({ ...row, command, machine: benchMachine, date: benchDate });
  report.results[bench.name] = { command, machine: benchMachine, date: benchDate, seconds, exitCode: run.status, headlines: rows, result };
  sections.push(
    [
      `## ${bench.name}`,
      "",
      `Command: \`${command}\`  `,
      `Machine: ${benchMachine}  `,
      `Date: ${benchDate} (${seconds.toFixed(0)} s, exit ${run.status})`,
      "",
      run.stdout.trim() || "(no output)",
      "",
    ].join("\n"),
  );
}

const cell = (text: string) => text.replace(/\|/g, "\\|");
const head = [
  "# Lore benchmark report",
  "",
  `Run: \`npm run bench${QUICK ? " -- --quick" : ""}\` on ${machine}, started ${date}. Each benchmark ran in its own process on a fresh database; figures are measurements on this machine (shared machines are noisy), not pass/fail thresholds.`,
  "",
  "## Summary",
  "",
  "| Benchmark | Figure | Result | Target | Command | Machine | Date |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...summary.map((r) => `| ${r.benchmark} | ${cell(r.figure)} | ${cell(r.result)} | ${cell(r.target)} | \`${r.command}\` | ${cell(r.machine)} | ${r.date} |`),
  "",
].join("\n");

writeFileSync("bench-results/report.json", JSON.stringify(report, null, 2));
writeFileSync("bench-results/REPORT.md", [head, ...sections].join("\n"));
process.stdout.write([head, ...sections].join("\n"));
process.stderr.write("\n[bench] wrote bench-results/REPORT.md and bench-results/report.json\n");

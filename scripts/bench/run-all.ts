// `npm run bench`: runs every benchmark in its own process (each starts its own fresh embedded
// database) and writes one report: bench-results/REPORT.md and bench-results/report.json.
// Benchmarks measure; they never fail the build on a slow machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type Bench = { name: string; script: string; args: string[] };

const QUICK = process.argv.includes("--quick");
const BENCHES: Bench[] = [
  { name: "import-throughput", script: "scripts/bench/import-throughput.ts", args: QUICK ? ["--scale", "small"] : ["--scale", "s"] },
  { name: "search-latency", script: "scripts/bench/search-latency.ts", args: QUICK ? ["--observations", "10000"] : [] },
  { name: "inbox-first-page", script: "scripts/bench/inbox-first-page.ts", args: [] },
  { name: "session-page-time", script: "scripts/bench/session-page-time.ts", args: [] },
  { name: "page-server-times", script: "scripts/bench/page-server-times.ts", args: [] },
  { name: "experiment-overhead", script: "scripts/bench/experiment-overhead.ts", args: QUICK ? ["--questions", "40"] : [] },
];

const machine = `${os.cpus()[0]?.model ?? "unknown cpu"} x${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const date = new Date().toISOString();
mkdirSync("bench-results", { recursive: true });
const sections: string[] = [`# Lore benchmark report\n\nDate: ${date}  \nMachine: ${machine}  \nCommand: \`npm run bench${QUICK ? " -- --quick" : ""}\`\n`];
const report: Record<string, unknown> = { date, machine, quick: QUICK, results: {} };

for (const bench of BENCHES) {
  if (!existsSync(bench.script)) continue;
  const command = `node --conditions=react-server --import tsx ${bench.script} ${bench.args.join(" ")}`.trim();
  process.stderr.write(`\n[bench] ${bench.name}: ${command}\n`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", bench.script, ...bench.args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const jsonFile = path.join("bench-results", `${bench.name}.json`);
  const result = run.status === 0 && existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, "utf8")) : null;
  (report.results as Record<string, unknown>)[bench.name] = { command, seconds, exitCode: run.status, result };
  sections.push(`## ${bench.name}\n\nCommand: \`${command}\` (${seconds.toFixed(0)} s, exit ${run.status})\n\n${run.stdout.trim() || "(no output)"}\n`);
}

writeFileSync("bench-results/report.json", JSON.stringify(report, null, 2));
writeFileSync("bench-results/REPORT.md", sections.join("\n"));
process.stdout.write(sections.join("\n"));
process.stderr.write("\n[bench] wrote bench-results/REPORT.md and bench-results/report.json\n");

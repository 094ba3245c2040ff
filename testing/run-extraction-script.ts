// Runs one extraction in this process, exactly as `lore extract` does, for the kill-and-resume
// test: run-extraction-script.ts WORKSPACE_ID BENCHMARK_ID NAME@VERSION PROVIDER. Prints one
// JSON summary line when it finishes.
import { disconnectDb } from "@/lib/db/prisma";
import { runExtractJobInProcess } from "@/lib/jobs/run-extract-job-in-process";

const [workspaceId, benchmarkId, spec, provider] = process.argv.slice(2) as [string, string, string, "offline" | "openai"];
const [name, version] = spec.split("@") as [string, string];
const summary = await runExtractJobInProcess({
  workspaceId,
  benchmarkId,
  spec: { name, version },
  provider,
  createdById: null,
  worker: `script:${process.pid}`,
  signal: new AbortController().signal,
});
process.stdout.write(`${JSON.stringify(summary)}\n`);
await disconnectDb();

#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, with the react-server condition so that server-only
// modules (the data-access layer) load outside Next.
//
// The CLI is a child process, so this launcher passes on every stop signal it receives and exits
// the way the child did: a process manager that sends SIGTERM to this pid (docker stop, a test's
// afterAll, `kill`) stops a `lore worker` gracefully instead of orphaning it, and a shell sees the
// child's own exit status. A Ctrl+C in a terminal reaches both processes; the CLI's stop handlers
// take that repeat for the same request (lib/cli/stop-signals.ts).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve("tsx/package.json")), "dist", "loader.mjs");
const child = spawn(process.execPath, ["--conditions=react-server", "--import", tsx, path.join(root, "lib", "cli", "main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
  cwd: process.cwd(),
  env: { ...process.env, LORE_ROOT: root, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") },
});

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
const forward = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of SIGNALS) process.on(signal, forward);

child.on("error", (error) => {
  process.stderr.write(`lore: could not start the CLI: ${error.message}\n`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  for (const s of SIGNALS) process.off(s, forward);
  // Ended by a signal: end this process by the same one, so the caller sees it. A signal Node
  // ignores (SIGPIPE) does not end it: then exit 128 + n, as a shell reports a signal.
  if (signal) {
    process.kill(process.pid, signal);
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 1);
});

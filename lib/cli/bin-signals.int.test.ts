import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { isProcessAlive } from "@/lib/db/data-dir-lock";

// bin/lore.mjs runs the CLI as a child process. A stop signal sent to the launcher's pid (as a
// process manager, `kill` or a test's afterAll sends it) must reach the CLI: before, the launcher
// died at once and left `lore worker` running, polling a database that was being dropped.
type Exit = { code: number | null; signal: NodeJS.Signals | null; output: string };

const started: { launcher: ChildProcessWithoutNullStreams; cliPid: number }[] = [];

async function startWorker(): Promise<{ launcher: ChildProcessWithoutNullStreams; cliPid: number; exited: Promise<Exit> }> {
  const launcher = spawn(process.execPath, ["bin/lore.mjs", "worker"], {
    env: { ...process.env, LORE_WORKER_POLL_SECONDS: "0.5" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<Exit>((resolve) => launcher.on("exit", (code, signal) => resolve({ code, signal, output })));
  const cliPid = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start within 60 s:\n${output}`)), 60_000);
    const seen = (c: Buffer) => {
      output += c.toString();
      // "[worker <host>:<pid>] started: …", the pid being the CLI process's own.
      const match = /\[worker [^\]]*:(\d+)\] started/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    launcher.stdout.on("data", seen);
    launcher.stderr.on("data", seen);
    launcher.on("exit", (code) => reject(new Error(`the worker exited ${code} before it started:\n${output}`)));
  });
  expect(cliPid).not.toBe(launcher.pid);
  started.push({ launcher, cliPid });
  return { launcher, cliPid, exited };
}

afterEach(() => {
  for (const { launcher, cliPid } of started.splice(0)) {
    if (launcher.exitCode === null) launcher.kill("SIGKILL");
    if (isProcessAlive(cliPid)) process.kill(cliPid, "SIGKILL");
  }
});

describe("bin/lore.mjs and stop signals", () => {
  it("SIGTERM to the launcher stops `lore worker` gracefully: both processes exit, with status 0", async () => {
    const { launcher, cliPid, exited } = await startWorker();
    launcher.kill("SIGTERM");
    const exit = await exited;
    expect(exit, exit.output).toMatchObject({ code: 0, signal: null });
    expect(exit.output).toContain("stopping: unfinished jobs go back to the queue");
    expect(exit.output).toMatch(/worker \S+ stopped/);
    expect(isProcessAlive(cliPid), "the CLI process outlived its launcher").toBe(false);
  }, 90_000);

  it("a terminal's Ctrl+C, which reaches both processes, is one request: the worker still stops gracefully", async () => {
    const { launcher, cliPid, exited } = await startWorker();
    process.kill(cliPid, "SIGINT");
    launcher.kill("SIGINT");
    const exit = await exited;
    expect(exit, exit.output).toMatchObject({ code: 0, signal: null });
    expect(exit.output).toMatch(/worker \S+ stopped/);
    expect(exit.output).not.toContain("stopping now");
    expect(isProcessAlive(cliPid)).toBe(false);
  }, 90_000);

  it("a command without its own stop handling dies by the signal, and the launcher reports that signal", async () => {
    // The CLI has no SIGHUP handler: it dies by the signal, and so does the launcher.
    const { launcher, cliPid, exited } = await startWorker();
    launcher.kill("SIGHUP");
    const exit = await exited;
    expect(exit.signal, exit.output).toBe("SIGHUP");
    expect(isProcessAlive(cliPid)).toBe(false);
  }, 90_000);
});

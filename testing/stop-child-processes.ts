import type { ChildProcess } from "node:child_process";

// Stops a server or worker a test, spec or benchmark started: SIGTERM, then SIGKILL after
// `graceMs`, resolving once it has exited, so none outlives its caller (a `lore worker` left
// polling a dropped database once slowed every later spec two- to five-fold).
export function stopChildProcess(child: ChildProcess, graceMs = 20_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

// The same for all of them at once, newest first.
export async function stopChildProcesses(children: ChildProcess[], graceMs = 20_000): Promise<void> {
  await Promise.all([...children].reverse().map((child) => stopChildProcess(child, graceMs)));
}

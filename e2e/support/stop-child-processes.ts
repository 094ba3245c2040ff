import type { ChildProcess } from "node:child_process";

// Stops the servers and workers a spec started, newest first, and waits until each has exited
// (SIGKILL after `graceMs`), so none outlives the spec: a `lore worker` left polling a dropped
// database once slowed every later spec two- to five-fold.
export async function stopChildProcesses(children: ChildProcess[], graceMs = 20_000): Promise<void> {
  await Promise.all(
    [...children].reverse().map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
}

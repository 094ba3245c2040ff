import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve("tsx/package.json")), "dist", "loader.mjs");

// Runs a TypeScript file under testing/ as its own Node process, the way bin/lore.mjs runs the
// CLI (tsx, react-server condition), so tests can kill it like a real worker.
export function spawnTsScript(script: string, args: string[], env: Record<string, string | undefined>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ["--conditions=react-server", "--import", tsx, path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"), LORE_ROOT: root, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

// Resolves with everything the process printed once it exits.
export function collectOutput(
  child: ChildProcessWithoutNullStreams,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

// Resolves when the process prints `line` on stdout.
export function waitForLine(child: ChildProcessWithoutNullStreams, line: string, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    let errors = "";
    const timer = setTimeout(() => reject(new Error(`no "${line}" within ${timeoutMs} ms: ${seen}${errors}`)), timeoutMs);
    child.stderr.on("data", (c: Buffer) => (errors += c.toString()));
    child.stdout.on("data", (c: Buffer) => {
      seen += c.toString();
      if (seen.includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before "${line}": ${seen}${errors}`));
    });
  });
}

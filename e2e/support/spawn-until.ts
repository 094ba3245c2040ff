import { spawn, type ChildProcess } from "node:child_process";

// Starts `node ARGS` (the launcher, the CLI, a worker) and resolves once its output shows
// `ready`; rejects with the output if it exits first. The child joins `children`, for the spec
// to stop afterwards.
export function spawnUntil(args: string[], env: Record<string, string>, ready: string, children: ChildProcess[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const seen = (c: Buffer) => {
      output += c.toString();
      if (output.includes(ready)) resolve(child);
    };
    child.stdout!.on("data", seen);
    child.stderr!.on("data", seen);
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited ${code}:\n${output.slice(-3000)}`)));
  });
}

// The launcher (`npm start` and `npm run serve`) with its flags.
export const LAUNCHER = ["--conditions=react-server", "--import", "tsx", "scripts/start.ts"];

// Which integration test files can behave differently on a server without the vector extension:
// those whose import closure reaches lib/dal/search/get-vector-support.ts (every code path that asks
// whether pgvector is there goes through it), and those that start a child process (the CLI, the
// worker, a script) running one of the commands that reach it (`experiment`, `study`, `embed`,
// `search`: the closure cannot see a child's code). The other files exercise the same code
// either way, so CI's second external run (vector extension dropped) runs only these.
// Returns null when the closure cannot be computed (no esbuild): then every file runs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const VECTOR_PROBE = "lib/dal/search/get-vector-support.ts";
const VECTOR_COMMANDS = /["'](experiment|study|embed|search)["']/;

export async function vectorAwareTestFiles() {
  let build;
  try {
    ({ build } = await import("esbuild"));
  } catch {
    return null;
  }
  const files = execFileSync("git", ["ls-files", "*.int.test.ts"], { encoding: "utf8" }).trim().split("\n").filter(Boolean);
  const chosen = [];
  for (const file of files) {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "silent",
      alias: { "@": "." },
    }).catch(() => null);
    if (!result) return null;
    const inputs = Object.entries(result.metafile.inputs);
    const reachesProbe = inputs.some(([path]) => path === VECTOR_PROBE);
    const spawns = inputs.some(([, input]) => input.imports.some((i) => i.path === "node:child_process" || i.path === "child_process"));
    if (reachesProbe || (spawns && VECTOR_COMMANDS.test(readFileSync(file, "utf8")))) chosen.push(file);
  }
  return chosen;
}

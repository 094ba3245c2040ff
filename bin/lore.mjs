#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, with the react-server condition so that server-only
// modules (the data-access layer) load outside Next.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve("tsx/package.json")), "dist", "loader.mjs");
const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", tsx, path.join(root, "lib", "cli", "main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
  cwd: process.cwd(),
  env: { ...process.env, LORE_ROOT: root, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") },
});
process.exit(result.status ?? 1);

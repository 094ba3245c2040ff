import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "generated" || child === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

// `npm start` on a fresh clone builds once; later starts reuse the build unless a source file
// changed since.
export function ensureBuild(log: (line: string) => void): void {
  const buildId = path.join(".next", "BUILD_ID");
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= Math.max(...SOURCES.map(newestMtime))) return;
  log("building the app (next build), once after each change…");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed (see the output above).");
}

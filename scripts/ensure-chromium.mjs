// Before the browser tests: find a Chromium Playwright can drive, or get one. Playwright's own
// download is tried first where its CDN is reachable; on Debian as root, apt's `chromium` (what
// playwright.config.ts launches by default); otherwise stop at once with the exact command to run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const log = (line) => console.error(`[e2e] ${line}`);

function works(path) {
  if (!existsSync(path)) return false;
  const probe = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 20_000 });
  return probe.status === 0;
}

if (works(wanted)) process.exit(0);
log(`no usable Chromium at ${wanted}`);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { encoding: "utf8" }).status === 0;
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  log("installing Debian's chromium with apt-get (about a minute)");
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch (error) {
    log(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (works(wanted)) process.exit(0);
}

log(
  process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${wanted} is not an executable Chromium: point it at one, or unset it to use /usr/bin/chromium`
    : `install one, then run npm test again:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium or Chrome binary)`,
);
process.exit(1);

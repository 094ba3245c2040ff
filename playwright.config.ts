import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// One fresh embedded database per test run; worker processes inherit the env and reuse it.
process.env.LORE_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "lore-e2e-"));
const port = Number(process.env.LORE_E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  // One retry on CI, reported as "flaky" by the list reporter so it is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: "node --conditions=react-server --import tsx scripts/start.ts",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      LORE_DATA_DIR: process.env.LORE_E2E_DATA_DIR,
      PORT: String(port),
      NEXTAUTH_URL: baseURL,
      DATABASE_URL: "",
      // Specs send hundreds of API requests with one token (e2e/fuzz.spec.ts); the limit itself
      // is tested in lib/api/*rate-limit*.int.test.ts.
      LORE_API_RATE_LIMIT: process.env.LORE_API_RATE_LIMIT ?? "6000:1000",
      // Specs sign the demo account in dozens of times a minute; the sign-in limit itself is
      // tested in e2e/multi-server.spec.ts and lib/auth/*.int.test.ts.
      LORE_SIGN_IN_RATE_LIMIT: process.env.LORE_SIGN_IN_RATE_LIMIT ?? "600:600",
    },
  },
});

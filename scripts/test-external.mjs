// Runs the integration tests a second time against a real PostgreSQL server when
// TEST_DATABASE_URL names one (CI's PostgreSQL 15): that is where concurrency bugs show.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("integration tests on an external PostgreSQL: not run (TEST_DATABASE_URL is not set)");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--project", "integration"], {
  stdio: "inherit",
  env: { ...process.env, LORE_TEST_TARGET: "external" },
});
process.exit(result.status ?? 1);

// Runs the integration tests again against a real PostgreSQL server when TEST_DATABASE_URL names
// one (CI's PostgreSQL 15): that is where concurrency bugs show. Twice: with the vector extension
// (hybrid search, HNSW, embeddings) and on a database without it (the full-text fallback), as a
// server without pgvector would have it. LORE_TEST_VECTOR=on|off runs only one of the two.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("integration tests on an external PostgreSQL: not run (TEST_DATABASE_URL is not set)");
  process.exit(0);
}
const modes = process.env.LORE_TEST_VECTOR ? [process.env.LORE_TEST_VECTOR] : ["on", "off"];
for (const mode of modes) {
  console.log(`integration tests on an external PostgreSQL, vector extension ${mode}`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "integration", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, LORE_TEST_TARGET: "external", LORE_TEST_VECTOR: mode },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

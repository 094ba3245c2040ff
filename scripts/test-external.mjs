// Runs the integration tests again against a real PostgreSQL server when TEST_DATABASE_URL names
// one (CI's PostgreSQL 15): that is where concurrency bugs show. Twice: with the vector extension
// (hybrid search, HNSW, embeddings) and on a database without it (the full-text fallback), as a
// server without pgvector would have it; the second time only the files whose code can tell the
// difference (scripts/vector-aware-tests.mjs). LORE_TEST_VECTOR=on|off runs only one of the two.
import { spawnSync } from "node:child_process";
import { vectorAwareTestFiles } from "./vector-aware-tests.mjs";

if (!process.env.TEST_DATABASE_URL) {
  console.log("integration tests on an external PostgreSQL: not run (TEST_DATABASE_URL is not set)");
  process.exit(0);
}
const modes = process.env.LORE_TEST_VECTOR ? [process.env.LORE_TEST_VECTOR] : ["on", "off"];
const requested = process.argv.slice(2);
for (const mode of modes) {
  // Without the extension only the files whose code asks for it can behave differently
  // (scripts/vector-aware-tests.mjs); named files always run as asked.
  const subset = mode === "off" && requested.length === 0 ? await vectorAwareTestFiles() : null;
  const files = subset ?? requested;
  const scope = subset ? `, the ${subset.length} vector-aware files` : "";
  console.log(`integration tests on an external PostgreSQL, vector extension ${mode}${scope}`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "integration", ...files], {
    stdio: "inherit",
    env: { ...process.env, LORE_TEST_TARGET: "external", LORE_TEST_VECTOR: mode },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

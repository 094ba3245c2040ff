import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runLore, runLoreJson } from "@/testing/run-lore-cli";
import { collectOutput, spawnTsScript } from "@/testing/spawn-ts-script";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-bad-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// lib/env.ts parses every variable once: a bad value stops the CLI and `npm start` before they
// open anything, with one line per variable naming it and what it accepts.
describe("a bad configuration value", () => {
  it("stops the CLI with exit 2 and one line naming the variable and the accepted values", () => {
    const result = runLore(["db", "status"], { LORE_DB_POOL: "ten", DATABASE_URL: "", LORE_DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('lore: LORE_DB_POOL="ten" is not valid: use a whole number of at least 1 of connections.');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("answers --json with a CONFIGURATION error naming every bad variable", () => {
    const result = runLoreJson(["db", "status"], { LORE_WORKER_CONCURRENCY: "0", LORE_EMBEDDER: "bert", DATABASE_URL: "", LORE_DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.body.error.code).toBe("CONFIGURATION");
    expect(result.body.error.message).toContain('LORE_WORKER_CONCURRENCY="0" is not valid: use a whole number of at least 1');
    expect(result.body.error.message).toContain('LORE_EMBEDDER="bert" is not valid: use "local" or "openai"');
  });

  it("stops npm start before it opens the database", async () => {
    const child = spawnTsScript("scripts/start.ts", ["--no-serve"], { LORE_DATA_DIR: dataDir, DATABASE_URL: "", LORE_SEED_DEMO: "no" });
    const { code, stderr } = await collectOutput(child);
    expect(code).toBe(2);
    expect(stderr).toContain('[lore] LORE_SEED_DEMO="no" is not valid: use one of "0", "1" (default "1").');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

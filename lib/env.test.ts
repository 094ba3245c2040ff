import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkEnv, describeEnvProblem, env, ENV_VARIABLES, EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("gives defaults for unset and empty variables", () => {
    const { env: parsed, problems } = parseEnv({ LORE_DB_POOL: "", LORE_WORKER: undefined });
    expect(problems).toEqual([]);
    expect(parsed).toMatchObject({
      LORE_DB_POOL: undefined,
      LORE_WORKER: "1",
      LORE_JOB_STALE_MS: 60_000,
      LORE_EMBEDDER: "local",
      PORT: 3000,
      LORE_EXPERIMENT_SCORING: "auto",
    });
  });

  it("parses numbers, enums and URLs", () => {
    const { env: parsed, problems } = parseEnv({
      LORE_DB_POOL: "7",
      LORE_EMBEDDER: " OpenAI ",
      LORE_LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LORE_LLM_PRICE_INPUT: "0.15",
      DATABASE_URL: "postgresql://u:p@h:5432/d",
    });
    expect(problems).toEqual([]);
    expect(parsed).toMatchObject({ LORE_DB_POOL: 7, LORE_EMBEDDER: "openai", LORE_LLM_BASE_URL: "http://127.0.0.1:9/v1", LORE_LLM_PRICE_INPUT: 0.15 });
  });

  it("names every bad variable with what it accepts, one line each, without echoing secrets", () => {
    const { problems } = parseEnv({
      LORE_DB_POOL: "ten",
      LORE_WORKER: "yes",
      LORE_LLM_BASE_URL: "ftp://x",
      PORT: "70000",
      NEXTAUTH_SECRET: "hunter2",
      LORE_LLM_MAX_RETRIES: "-1",
    });
    expect(problems.map((p) => p.name).sort()).toEqual(["LORE_DB_POOL", "LORE_LLM_BASE_URL", "LORE_LLM_MAX_RETRIES", "LORE_WORKER", "NEXTAUTH_SECRET", "PORT"]);
    const lines = problems.map(describeEnvProblem);
    expect(lines).toContain('LORE_DB_POOL="ten" is not valid: use a whole number of at least 1 of connections.');
    expect(lines).toContain('LORE_WORKER="yes" is not valid: use one of "0", "1" (default "1").');
    expect(lines.join("\n")).not.toContain("hunter2");
    for (const line of lines) expect(line).not.toContain("\n");
  });
});

describe("env()", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it("follows changes made at run time, and throws only when a bad variable is read", () => {
    process.env.LORE_DB_POOL = "3";
    expect(env().LORE_DB_POOL).toBe(3);
    process.env.LORE_DB_POOL = "5";
    expect(env().LORE_DB_POOL).toBe(5);
    process.env.LORE_JOB_STALE_MS = "soon";
    expect(() => env().LORE_JOB_STALE_MS).toThrow(EnvError);
    expect(env().LORE_DB_POOL).toBe(5);
    expect(checkEnv().map((p) => p.name)).toEqual(["LORE_JOB_STALE_MS"]);
  });
});

// Every LORE_* variable the code reads is declared here, so none goes unchecked at start.
describe("the variable list", () => {
  it("declares every LORE_* name used in lib, app, components and scripts", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const used = new Set<string>();
    for (const dir of ["lib", "app", "components", "scripts"]) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
        if (!/\.(ts|tsx|mjs)$/.test(file) || file.includes("generated") || /\.test\.ts$/.test(file) || file.startsWith("testing")) continue;
        for (const m of readFileSync(path.join(root, dir, file), "utf8").matchAll(/\bLORE_[A-Z][A-Z0-9_]*[A-Z0-9]\b/g)) used.add(m[0]);
      }
    }
    const testOnly = new Set(["LORE_TEST_TARGET", "LORE_FAULT_ITERATIONS", "LORE_E2E_DATA_DIR", "LORE_E2E_PORT", "LORE_TEST_VECTOR"]);
    const undeclared = [...used].filter((n) => !(n in ENV_VARIABLES) && !testOnly.has(n) && !n.startsWith("LORE_BENCH"));
    expect(undeclared).toEqual([]);
  });
});

import { z } from "@/lib/zod";

// Every environment variable Lore reads, parsed with zod in one place (langfuse's env.mjs). An
// empty value counts as unset. `npm start` and the CLI call checkEnv() first, so a bad value stops
// them with one line naming the variable and what it accepts, before anything else runs.
//
// Some variables are also written at run time (the CLI and `npm start` set DATABASE_URL and
// LORE_DATABASE_MODE once the database is open), so env() re-parses whenever a value changes.

type Variable = { schema: z.ZodType; accepts: string };

const text = (accepts: string) => ({ schema: z.string().optional(), accepts });
const whole = <F extends number | undefined>(min: number, fallback: F, unit = "") => ({
  schema: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(Number.MAX_SAFE_INTEGER))
    .optional()
    .transform((v): number | F => v ?? fallback),
  accepts: `a whole number${min > 0 ? ` of at least ${min}` : ""}${unit}${fallback === undefined ? "" : ` (default ${fallback})`}`,
});
const decimal = (fallback: number) => ({
  schema: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .optional()
    .transform((v) => v ?? fallback),
  accepts: `a number of at least 0 (default ${fallback})`,
});
const oneOf = <const T extends readonly [string, ...string[]], F extends T[number] | undefined = undefined>(values: T, fallback?: F) => ({
  schema: z
    .enum(values)
    .optional()
    .transform((v) => (v ?? fallback) as F extends undefined ? T[number] | undefined : T[number]),
  accepts: `one of ${values.map((v) => JSON.stringify(v)).join(", ")}${fallback === undefined ? "" : ` (default ${JSON.stringify(fallback)})`}`,
});
const httpUrl = { schema: z.url({ protocol: /^https?$/ }).optional(), accepts: "an http:// or https:// URL" };
const flag = (fallback: "0" | "1") => oneOf(["0", "1"], fallback);

export const ENV_VARIABLES = {
  // The database: unset for the embedded one in LORE_DATA_DIR.
  // Checked in detail (scheme, host, port, database) by lib/db/database-url.ts when it is opened.
  DATABASE_URL: text("a postgresql://USER:PASSWORD@HOST:PORT/DATABASE URL, or unset for the embedded database"),
  LORE_DATA_DIR: text("a directory (default .lore)"),
  LORE_DATABASE_MODE: oneOf(["embedded", "external"]),
  LORE_DB_POOL: whole(1, undefined, " of connections"),
  // The embedded database's buffer cache (lib/db/embedded-buffers.ts); unset: sized to its data.
  LORE_EMBEDDED_BUFFER_MB: {
    schema: whole(16, undefined).schema.pipe(z.number().max(1024).optional()),
    accepts: "a whole number of megabytes from 16 to 1024 (default: the data's size on disk, from 128 to 1024)",
  },
  LORE_ROOT: text("the directory holding Lore's prisma/ folder"),
  // The web app and sign-in.
  PORT: { ...whole(1, 3000), schema: whole(1, 3000).schema.pipe(z.number().max(65_535)) },
  HOST: text("a host name or address to listen on"),
  NODE_ENV: oneOf(["development", "production", "test"]),
  NEXTAUTH_URL: httpUrl,
  NEXTAUTH_SECRET: { schema: z.string().min(16).optional(), accepts: "a secret of at least 16 characters (default: one generated into the data dir)" },
  GITHUB_ID: text("a GitHub OAuth app's client id"),
  GITHUB_SECRET: text("a GitHub OAuth app's client secret"),
  LORE_API_RATE_LIMIT: {
    schema: z
      .string()
      .regex(/^(off|\d+(:\d+)?)$/)
      .optional(),
    accepts: '"RATE" or "RATE:BURST" (requests a minute, positive whole numbers) or "off"',
  },
  LORE_SIGN_IN_RATE_LIMIT: {
    schema: z
      .string()
      .regex(/^[1-9]\d*(:[1-9]\d*)?$/)
      .optional(),
    accepts: '"RATE" or "RATE:BURST" (sign-in attempts a minute per account, positive whole numbers; default 10:10)',
  },
  LORE_SEED_DEMO: flag("1"),
  LORE_WORKER: flag("1"),
  LORE_UPLOAD_MAX_BYTES: whole(1, 4 * 2 ** 30, " of bytes"),
  // Jobs.
  LORE_WORKER_CONCURRENCY: whole(1, 2),
  LORE_WORKER_POLL_SECONDS: { ...decimal(1), accepts: "a number of seconds above 0 (default 1)", schema: decimal(1).schema.pipe(z.number().positive()) },
  LORE_JOB_HEARTBEAT_MS: whole(1, 10_000, " of milliseconds"),
  LORE_JOB_STALE_MS: whole(1, 60_000, " of milliseconds"),
  LORE_EXTRACT_CHUNK_SIZE: whole(1, undefined, " of sessions"),
  LORE_EXPERIMENT_SCORING: oneOf(["auto", "worker", "inline"], "auto"),
  // Model providers (OpenAI-compatible).
  LORE_LLM_BASE_URL: httpUrl,
  LORE_LLM_MODEL: text("a model name"),
  LORE_LLM_API_KEY: text("an API key"),
  LORE_LLM_CONCURRENCY: whole(1, 4),
  LORE_LLM_TIMEOUT_MS: whole(1, 60_000, " of milliseconds"),
  LORE_LLM_MAX_RETRIES: whole(0, 3),
  LORE_LLM_BACKOFF_MS: whole(1, 1_000, " of milliseconds"),
  LORE_LLM_MAX_RETRY_AFTER_MS: whole(1, 60_000, " of milliseconds"),
  LORE_LLM_PRICE_INPUT: decimal(0),
  LORE_LLM_PRICE_OUTPUT: decimal(0),
  LORE_LONGMEMEVAL_DIR: text("a LongMemEval checkout (holding src/evaluation/evaluate_qa.py)"),
  LORE_EMBEDDER: {
    schema: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(["local", "openai"]))
      .optional()
      .transform((v) => v ?? "local"),
    accepts: '"local" or "openai" (default "local")',
  },
  LORE_EMBEDDINGS_BASE_URL: httpUrl,
  LORE_EMBEDDINGS_MODEL: text("a model name"),
  LORE_EMBEDDINGS_API_KEY: text("an API key"),
  LORE_EMBEDDINGS_TIMEOUT_MS: whole(1, 10_000, " of milliseconds"),
  // The CLI.
  LORE_WORKSPACE: text("a workspace slug or id"),
  LORE_PROGRESS_INTERVAL_MS: whole(0, undefined, " of milliseconds"),
  LORE_DEBUG: text("any value: print stack traces of unexpected errors"),
} satisfies Record<string, Variable>;

type Variables = typeof ENV_VARIABLES;
export type Env = { [K in keyof Variables]: z.output<Variables[K]["schema"]> };
export type EnvProblem = { name: keyof Variables; value: string; accepts: string };

const NAMES = Object.keys(ENV_VARIABLES) as (keyof Variables)[];

export class EnvError extends Error {
  constructor(readonly problems: EnvProblem[]) {
    super(problems.map(describeEnvProblem).join("\n"));
  }
}

// "LORE_DB_POOL="ten" is not valid: use a whole number of at least 1 of connections." A long or
// secret value is not echoed whole.
export function describeEnvProblem(problem: EnvProblem): string {
  const secret = /SECRET|KEY|PASSWORD/.test(problem.name) || problem.name === "DATABASE_URL";
  const shown = secret ? "(hidden)" : JSON.stringify(problem.value.length > 60 ? `${problem.value.slice(0, 60)}…` : problem.value);
  return `${problem.name}=${shown} is not valid: use ${problem.accepts}.`;
}

export function parseEnv(source: Record<string, string | undefined>): { env: Env; problems: EnvProblem[] } {
  const env: Record<string, unknown> = {};
  const problems: EnvProblem[] = [];
  for (const name of NAMES) {
    const raw = source[name];
    const value = raw === undefined || raw.trim() === "" ? undefined : raw.trim();
    const parsed = ENV_VARIABLES[name].schema.safeParse(value);
    if (parsed.success) env[name] = parsed.data;
    else {
      problems.push({ name, value: raw ?? "", accepts: ENV_VARIABLES[name].accepts });
      env[name] = ENV_VARIABLES[name].schema.safeParse(undefined).data;
    }
  }
  return { env: env as Env, problems };
}

let cached: { key: string; env: Env; problems: EnvProblem[] } | undefined;

function current() {
  const key = NAMES.map((n) => process.env[n] ?? "").join("\u0000");
  if (cached?.key !== key) {
    const { env: parsed, problems } = parseEnv(process.env);
    // Reading a variable whose value is bad throws EnvError naming it; the others stay readable.
    const guarded = {} as Env;
    for (const name of NAMES) {
      const problem = problems.find((p) => p.name === name);
      Object.defineProperty(guarded, name, {
        enumerable: true,
        get: () => {
          if (problem) throw new EnvError([problem]);
          return parsed[name];
        },
      });
    }
    cached = { key, env: guarded, problems };
  }
  return cached;
}

// The process's configuration. Start-up has checked every value by then (checkEnv), so at run time
// a bad value only appears when something rewrote a variable: reading it throws EnvError.
export function env(): Env {
  return current().env;
}

// For start-up: every problem at once, or none.
export function checkEnv(): EnvProblem[] {
  return current().problems;
}

// `npm start`: open the database (embedded by default), migrate, seed the demo workspace on an
// empty database, build if needed, then serve the app with a job worker in this process (set
// LORE_WORKER=0 to run workers elsewhere with `lore worker`). `--no-serve` stops after the
// database is ready (used by the crash-recovery test, and handy before a first import);
// `--no-app` keeps serving the database (and the job worker) without building or serving the
// app, for CLI-only installs and the fault-injection test.
//
// `npm run serve` (`--production`) is the same launcher for a deployment: it needs DATABASE_URL
// (no embedded database) and NEXTAUTH_SECRET (every app server must share it), serves the
// existing build (run `npm run build` first; it never builds), and seeds the demo workspace only
// with LORE_SEED_DEMO=1. Run as many as you like on one database, with LORE_WORKER=0 and
// `lore worker` processes, or each with its own worker.
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { DataDirError } from "@/lib/db/data-dir-check";
import { DataDirInUseError } from "@/lib/db/data-dir-lock";
import { DatabaseUrlError } from "@/lib/db/database-url";
import { groupExtendedProtocolMessages } from "@/lib/db/pglite-socket-grouping";
import { resolveDataDir } from "@/lib/db/embedded-server";
import { openDatabase } from "@/lib/db/open-database";
import { createPrismaClient, disconnectDb } from "@/lib/db/prisma";
import { startJobWorker, type JobWorker } from "@/lib/jobs/worker";
import { analyzeDemoFactSheets } from "@/lib/services/analysis/analyze-demo-fact-sheets";
import { seedDemoWorkspace } from "@/lib/services/demo/seed-demo-workspace";
import { embedPending } from "@/lib/services/search/embed-pending";
import { DEMO_OWNER } from "@/lib/demo/generate-demo-data";
import { resolveAuthSecret } from "@/lib/server/auth-secret";
import { ensureBuild } from "@/lib/server/ensure-build";
import { checkEnv, describeEnvProblem, env } from "@/lib/env";

const log = (line: string) => console.error(`[lore] ${line}`);

async function main() {
  // A bad setting stops Lore before it opens anything, one line per variable.
  const problems = checkEnv();
  if (problems.length > 0) {
    for (const problem of problems) log(describeEnvProblem(problem));
    process.exit(2);
  }
  const production = process.argv.includes("--production");
  if (production) {
    const missing = [
      env().DATABASE_URL ? null : "DATABASE_URL is not set: npm run serve runs against a PostgreSQL server (npm start runs the embedded database).",
      env().NEXTAUTH_SECRET ? null : "NEXTAUTH_SECRET is not set: every app server must sign sessions with the same secret (at least 16 characters).",
      existsSync(".next/BUILD_ID") ? null : "There is no build of the app: run npm run build first (npm run serve never builds).",
    ].filter((line): line is string => line !== null);
    if (missing.length > 0) {
      for (const line of missing) log(line);
      process.exit(2);
    }
  }
  const port = env().PORT;
  // The app, this process's job worker and the CLI all talk to the embedded server at once.
  groupExtendedProtocolMessages();
  const database = await openDatabase({ allowShared: false, migrate: true, log });
  process.env.DATABASE_URL = database.databaseUrl;
  log(`database: ${database.describe}`);

  const db = createPrismaClient(database.databaseUrl, 1);
  const hasWorkspaces = (await db.workspace.count()) > 0;
  const seedDemo = production ? process.env.LORE_SEED_DEMO === "1" : env().LORE_SEED_DEMO !== "0";
  if (!hasWorkspaces && seedDemo) {
    log("empty database: seeding the demo workspace…");
    const summary = await seedDemoWorkspace(db);
    log(`demo workspace seeded: ${summary.sessions} sessions, ${summary.questions} questions, ${summary.proposals} proposals, ${summary.runs} runs`);
    // The demo's vectors, so hybrid search works from the first query (a no-op without pgvector).
    const embedded = await embedPending({ workspaceId: summary.workspaceId });
    await disconnectDb();
    if (embedded.vectorSupport) log(`embedded ${Object.values(embedded.embedded).reduce((a, b) => a + b, 0)} demo records`);
    // Store each demo fact sheet's detail-loss analysis, so the sessions list can sort by coverage.
    const analyzed = await analyzeDemoFactSheets(summary.workspaceId);
    log(`analyzed ${analyzed} demo fact sheets`);
  }
  const demo = await db.workspace.findFirst({ where: { isDemo: true }, select: { id: true } });
  await db.$disconnect();

  if (process.argv.includes("--no-serve")) {
    await database.stop();
    log("database ready");
    return;
  }
  const appless = process.argv.includes("--no-app");
  if (!appless && !production) ensureBuild(log);

  let worker: JobWorker | null = null;
  if (env().LORE_WORKER !== "0") {
    process.env.LORE_DATABASE_MODE = database.mode;
    worker = await startJobWorker({ connectionString: database.databaseUrl, log });
  }

  if (appless) {
    const stop = async () => {
      await worker?.stop().catch((error: unknown) => log(`the job worker did not stop cleanly: ${(error as Error).message}`));
      await database.stop();
      process.exit(0);
    };
    process.on("SIGINT", () => void stop());
    process.on("SIGTERM", () => void stop());
    console.log(`Lore's database is being served (${database.describe}); no app (--no-app). Press Ctrl+C to stop.`);
    return;
  }

  const appUrl = `http://localhost:${port}`;
  const child = fork("scripts/next-server.mjs", [], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: database.databaseUrl,
      LORE_DATABASE_MODE: database.mode,
      NEXTAUTH_SECRET: resolveAuthSecret(resolveDataDir()),
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
      PORT: String(port),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // The launcher runs under tsx with the react-server condition; the app must not.
    execArgv: [],
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    child.kill("SIGTERM");
    await worker?.stop().catch((error: unknown) => log(`the job worker did not stop cleanly: ${(error as Error).message}`));
    await database.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  child.on("exit", (code) => void shutdown(code ?? 1));
  child.on("message", (message: { type: string; message?: string }) => {
    if (message.type === "error") log(`the app could not start: ${message.message}`);
    if (message.type !== "listening") return;
    console.log(`\nLore is running at ${appUrl}`);
    if (demo) console.log(`Demo account: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    console.log("Press Ctrl+C to stop.\n");
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError || error instanceof DatabaseUrlError || error instanceof DataDirError) {
    log(error.message);
  } else {
    log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});

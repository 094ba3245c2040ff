import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { groupExtendedProtocolMessages } from "@/lib/db/pglite-socket-grouping";
import { onStopSignal } from "@/lib/cli/stop-signals";
import { startJobWorker } from "@/lib/jobs/worker";

// `lore worker`: runs queued jobs (imports, extractions) until SIGINT or SIGTERM, then hands
// back what it has not finished. Start as many as you like against one PostgreSQL: they split
// the work. With the embedded database, `npm start` already runs one.
export async function workerCommand(out: Output): Promise<void> {
  groupExtendedProtocolMessages();
  await withDatabase(out, { migrate: true }, async (ctx) => {
    // Listening before the worker starts: a stop asked for while it starts is kept, not fatal.
    const stopAsked = new Promise<void>((resolve) => {
      onStopSignal(resolve, () => out.log("stopping now: the jobs in progress are retried once their heartbeat goes stale"));
    });
    const worker = await startJobWorker({ connectionString: ctx.databaseUrl, log: out.log });
    out.log(`worker ${worker.id} running on ${ctx.mode === "embedded" ? "the embedded database" : "DATABASE_URL"}; Ctrl+C stops it`);
    await stopAsked;
    out.log("stopping: unfinished jobs go back to the queue…");
    await worker.stop();
    out.result({ worker: worker.id, stopped: true }, `worker ${worker.id} stopped`);
  });
}

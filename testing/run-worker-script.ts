// A job worker in its own process, for the tests that run several workers or kill one:
// DATABASE_URL and LORE_* come from the environment. Prints "worker ready" once it polls and
// "worker stopped" after SIGTERM.
import { disconnectDb } from "@/lib/db/prisma";
import { startJobWorker } from "@/lib/jobs/worker";

const worker = await startJobWorker({ connectionString: process.env.DATABASE_URL!, log: (line) => process.stderr.write(`${line}\n`) });
process.stdout.write(`worker ready ${worker.id}\n`);
process.on("SIGTERM", () => {
  void worker.stop().then(async () => {
    await disconnectDb();
    process.stdout.write("worker stopped\n");
    process.exit(0);
  });
});

import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { resetDemoWorkspace } from "@/lib/dal/demo/reset-demo-workspace";
import { hasDemoWorkspace } from "@/lib/dal/demo/has-demo-workspace";
import { seedDemoWorkspace } from "@/lib/services/demo/seed-demo-workspace";
import { DEMO_OWNER } from "@/lib/demo/generate-demo-data";

export async function seedCommand(sub: string | undefined, flags: Record<string, unknown>, out: Output): Promise<void> {
  if (sub !== "demo") throw new CliError("USAGE", "usage: lore seed demo [--reset]", 2);
  await withDatabase(out, { migrate: true }, async () => {
    if (await hasDemoWorkspace()) {
      if (!flags.reset) throw new CliError("CONFLICT", "seed demo: the demo workspace exists already (add --reset to rebuild it)");
      out.log("removing the demo workspace…");
      await resetDemoWorkspace();
    }
    out.log("seeding the demo workspace…");
    const summary = await seedDemoWorkspace();
    out.result(summary, `demo workspace seeded; sign in as ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  });
}

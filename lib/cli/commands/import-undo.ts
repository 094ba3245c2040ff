import { z } from "@/lib/zod";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { removeIncompleteBenchmark } from "@/lib/dal/benchmarks/remove-incomplete-benchmark";
import { formatInteger } from "@/lib/format/format-number";

const schema = z.object({
  benchmark: z.string().trim().min(1, "name the benchmark whose import to undo").max(100),
  workspace: z.string().optional(),
});

// `lore import undo --benchmark B`: removes what a failed (or killed) import stored. Refuses a
// benchmark whose import finished, or one that runs depend on.
export async function importUndoCommand(flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "import undo");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const removed = await removeIncompleteBenchmark({ workspaceId: workspace.id, name: input.benchmark });
    const kept = removed.keptSessions ? `; kept ${formatInteger(removed.keptSessions)} sessions that other records use` : "";
    out.result(
      removed,
      `removed the incomplete import of ${removed.benchmark}: ${formatInteger(removed.questions)} questions, ${formatInteger(removed.sessions)} sessions, ${formatInteger(removed.turns)} turns${kept}`,
    );
  });
}

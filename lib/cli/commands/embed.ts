import { z } from "@/lib/zod";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { refreshSearchStatistics } from "@/lib/dal/search/get-lexeme-frequencies";
import { embedPending } from "@/lib/services/search/embed-pending";

const schema = z.object({
  workspace: z.string().optional(),
  kind: z.enum(["observation", "memory", "fact_sheet"]).optional(),
  limit: z.coerce.number().int().positive().optional(),
});

// `lore embed [--workspace W] [--kind observation|memory|fact_sheet] [--limit N]`: computes the
// embeddings a workspace's rows lack (with LORE_EMBEDDER's embedder), then vacuums the rewritten
// tables and refreshes the statistics search plans with. Without the vector extension it says so and writes nothing.
export async function embedCommand(flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "embed");
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const logged: Record<string, number> = {};
    const result = await embedPending({
      workspaceId: workspace.id,
      kind: input.kind,
      limit: input.limit,
      onBatch: (kind, done) => {
        if (done - (logged[kind] ?? 0) < 5_000) return;
        logged[kind] = done;
        out.log(`embed: ${done} ${kind} rows so far`);
      },
    });
    if (!result.vectorSupport) {
      out.result({ workspaceId: workspace.id, ...result }, "this database has no vector extension: search is full-text only and nothing was embedded");
      return;
    }
    const written = Object.values(result.embedded).reduce((sum, n) => sum + n, 0);
    if (written > 0) await refreshSearchStatistics({ vacuum: true });
    const { observation, memory, fact_sheet } = result.embedded;
    out.result(
      { workspaceId: workspace.id, ...result },
      `embedded ${observation} observations, ${memory} memories and ${fact_sheet} fact sheets in ${workspace.name} with ${result.embedderId}`,
    );
  });
}

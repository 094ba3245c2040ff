import type { Metadata } from "next";
import { RunsTable } from "@/components/runs/runs-table";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listRuns } from "@/lib/dal/runs/list-runs";

export const metadata: Metadata = { title: "Runs" };

export default async function RunsPage() {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const runs = await listRuns({ workspaceId: workspace.id });
  return (
    <>
      <PageHeader title="Runs" description="Experiment runs over a benchmark: answer accuracy, reader cost and the evidence the reader received." />
      {runs.length === 0 ? (
        <EmptyState title="No runs yet">
          <p>Import a run&apos;s hypotheses and judge log, or run a retrieval experiment.</p>
          <Command>npm run lore -- import run hypotheses.jsonl --eval judged.jsonl --benchmark s --name my-run</Command>
        </EmptyState>
      ) : (
        <RunsTable runs={runs} />
      )}
    </>
  );
}

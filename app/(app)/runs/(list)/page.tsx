import type { Metadata } from "next";
import { RunFilters } from "@/components/runs/run-filters";
import { RunsTable } from "@/components/runs/runs-table";
import { StartExperimentForm } from "@/components/runs/start-experiment-form";
import { StartStudyForm } from "@/components/studies/start-study-form";
import { StudiesList } from "@/components/studies/studies-list";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listBenchmarks } from "@/lib/dal/benchmarks/list-benchmarks";
import { listExtractors } from "@/lib/dal/extractors/list-extractors";
import { listRunFilterOptions, listRuns } from "@/lib/dal/runs/list-runs";
import { listStudies } from "@/lib/services/studies/list-studies";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { can } from "@/lib/permissions/can";
import { runListQuerySchema } from "@/lib/schemas/run";
import { parseSearchParams } from "@/lib/validation/parse-search-params";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Runs" };

export default async function RunsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const query = parseSearchParams(runListQuerySchema, await searchParams).data;
  const canWrite = can(actor, "runs:write", workspace.id);
  const [runs, options, benchmarks, extractors, vector, studies] = await Promise.all([
    listRuns({ workspaceId: workspace.id, query }),
    listRunFilterOptions(workspace.id),
    canWrite ? listBenchmarks({ workspaceId: workspace.id }) : [],
    canWrite ? listExtractors({ workspaceId: workspace.id }) : [],
    getVectorSupport(),
    listStudies({ actor, workspaceId: workspace.id, input: {} }),
  ]);
  const filtered = Boolean(query.benchmark || query.kind || query.tag) || query.archived !== "active";
  return (
    <>
      <PageHeader title="Runs" description="Experiment runs over a benchmark: answer accuracy, reader cost and the evidence the reader received." />
      {canWrite && benchmarks.length ? (
        <StartExperimentForm workspaceId={workspace.id} benchmarks={benchmarks} extractors={extractors} vector={vector.available} />
      ) : null}
      {canWrite && benchmarks.length ? (
        <StartStudyForm workspaceId={workspace.id} benchmark={benchmarks[0]!.name} llmConfigured={Boolean(env().LORE_LLM_BASE_URL)} />
      ) : null}
      {studies.length ? <StudiesList studies={studies} /> : null}
      {options.benchmarks.length ? <RunFilters query={query} benchmarks={options.benchmarks} tags={options.tags} /> : null}
      {runs.length === 0 ? (
        filtered ? (
          <EmptyState title="No runs match">
            <p>Try another benchmark, kind or tag, or show archived runs.</p>
          </EmptyState>
        ) : (
          <EmptyState title="No runs yet">
            <p>Import a run&apos;s hypotheses and judge log, or run a retrieval experiment.</p>
            <Command>npm run lore -- import run hypotheses.jsonl --eval judged.jsonl --benchmark s --name my-run</Command>
          </EmptyState>
        )
      ) : (
        <RunsTable runs={runs} query={query} workspaceId={workspace.id} canWrite={canWrite} />
      )}
    </>
  );
}

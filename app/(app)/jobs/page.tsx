import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listBenchmarks } from "@/lib/dal/benchmarks/list-benchmarks";
import { listJobRuns } from "@/lib/dal/jobs/list-job-runs";
import { can } from "@/lib/permissions/can";
import { JobsClient } from "./jobs-client";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Jobs" };
export const dynamic = "force-dynamic";

export default async function JobsPage() {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const canExtract = can(actor, "extract:run", workspace.id);
  const canImportRun = can(actor, "runs:write", workspace.id);
  const [jobs, benchmarks] = await Promise.all([
    listJobRuns({ workspaceId: workspace.id }),
    canExtract || canImportRun ? listBenchmarks({ workspaceId: workspace.id }) : [],
  ]);
  return (
    <>
      <PageHeader
        title="Jobs"
        description={
          <>
            Imports (LongMemEval files and run files), fact-sheet extractions and experiments, run by the workers (<code>npm start</code> runs one;{" "}
            <code>lore worker</code> adds more). Compare two extractors&apos; sheets in{" "}
            <Link className="font-medium text-indigo-800 hover:underline" href="/extractors/compare">
              Compare extractors
            </Link>
            .
          </>
        }
      />
      <JobsClient
        workspaceId={workspace.id}
        initialJobs={jobs}
        canExtract={canExtract}
        canImport={can(actor, "benchmarks:write", workspace.id)}
        canImportRun={canImportRun}
        canCancel={can(actor, "workspace:manage", workspace.id)}
        benchmarks={benchmarks}
        providerConfigured={Boolean(env().LORE_LLM_BASE_URL)}
      />
    </>
  );
}

"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { JobsResponse } from "@/app/api/jobs/route";
import { ExtractFactSheetsForm } from "@/components/jobs/extract-fact-sheets-form";
import { ImportLongMemEvalForm } from "@/components/jobs/import-longmemeval-form";
import { ImportRunForm } from "@/components/jobs/import-run-form";
import { JobRow } from "@/components/jobs/job-row";
import { Card } from "@/components/ui/card";
import { Table, Th } from "@/components/ui/table";
import { cancelJob } from "@/lib/actions/jobs/cancel-job";
import { jobKeys } from "@/lib/jobs/job-keys";

type Props = {
  workspaceId: string;
  initialJobs: JobsResponse;
  canExtract: boolean;
  canImport: boolean;
  canImportRun: boolean;
  canCancel: boolean;
  benchmarks: { id: string; name: string }[];
  providerConfigured: boolean;
};

async function fetchJobs(workspaceId: string): Promise<JobsResponse> {
  const response = await fetch(`/api/jobs?${new URLSearchParams({ workspace: workspaceId })}`);
  if (!response.ok) throw new Error("Could not load the jobs.");
  return response.json();
}

export function JobsClient({ workspaceId, initialJobs, canExtract, canImport, canImportRun, canCancel, benchmarks, providerConfigured }: Props) {
  const queryClient = useQueryClient();
  const { data: jobs } = useQuery({
    queryKey: jobKeys.list(workspaceId),
    queryFn: () => fetchJobs(workspaceId),
    initialData: initialJobs,
    // Every 2 s while something runs, every 15 s otherwise.
    refetchInterval: (query) => (query.state.data?.some((j) => j.status === "queued" || j.status === "running") ? 2_000 : 15_000),
  });
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: async (jobId: string) => {
      const result = await cancelJob({ workspaceId, jobId });
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    onError: (e: Error) => setError(e.message),
    onSuccess: () => setError(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });

  return (
    <div className="space-y-6">
      {canImport ? (
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900">Import LongMemEval</h2>
          <ImportLongMemEvalForm workspaceId={workspaceId} jobs={jobs} onQueued={() => queryClient.invalidateQueries({ queryKey: jobKeys.all })} />
        </Card>
      ) : null}
      {canImportRun ? (
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900">Import a run</h2>
          <ImportRunForm
            workspaceId={workspaceId}
            benchmarks={benchmarks}
            jobs={jobs}
            onQueued={() => queryClient.invalidateQueries({ queryKey: jobKeys.all })}
          />
        </Card>
      ) : null}
      {canExtract ? (
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900">Extract fact sheets</h2>
          <ExtractFactSheetsForm
            workspaceId={workspaceId}
            benchmarks={benchmarks}
            providerConfigured={providerConfigured}
            onQueued={() => queryClient.invalidateQueries({ queryKey: jobKeys.all })}
          />
        </Card>
      ) : null}
      {error ? (
        <p role="alert" data-testid="jobs-error" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {jobs.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No jobs yet. Imports and extractions run here, with their progress.
        </p>
      ) : (
        <Table label="Jobs">
          <thead className="bg-slate-50">
            <tr>
              <Th>Job</Th>
              <Th>Status</Th>
              <Th>Progress</Th>
              <Th>Rate</Th>
              <Th>Notes</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {jobs.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                canCancel={canCancel}
                cancelling={cancel.isPending && cancel.variables === job.id}
                onCancel={() => cancel.mutate(job.id)}
              />
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

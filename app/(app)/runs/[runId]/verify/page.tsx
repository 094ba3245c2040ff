import { randomInt } from "node:crypto";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { getRun } from "@/lib/dal/runs/get-run";
import { listJudgedResults } from "@/lib/dal/verdict-labels/list-judged-results";
import { can } from "@/lib/permissions/can";
import { MAX_VERIFY_SAMPLE_SIZE, sampleVerdicts } from "@/lib/runs/sample-verdicts";
import { MAX_VERIFY_SEED, verifyQuerySchema } from "@/lib/schemas/verdict-label";
import { parseSearchParams } from "@/lib/validation/parse-search-params";
import { VerifyClient } from "./verify-client";

export const metadata: Metadata = { title: "Verify verdicts" };

export default async function VerifyVerdictsPage({
  params,
  searchParams,
}: {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { runId } = await params;
  const { seed, size } = parseSearchParams(verifyQuerySchema, await searchParams).data;
  const run = await getRun({ workspaceId: workspace.id, runId });
  if (!run) notFound();
  const base = `/runs/${encodeURIComponent(run.id)}/verify`;
  // A new sample draws its seed here and puts it in the address, so it can be reopened.
  if (seed === undefined) redirect(`${base}?${new URLSearchParams({ seed: String(randomInt(0, MAX_VERIFY_SEED)), size: String(size) })}`);
  const judged = await listJudgedResults({ workspaceId: workspace.id, runId: run.id });
  const back = (
    <Link href={`/runs/${encodeURIComponent(run.id)}`} className="text-sm text-indigo-700 underline">
      Back to run {run.name}
    </Link>
  );
  if (!judged.length) {
    return (
      <>
        <PageHeader title="Verify verdicts" description={`Run ${run.name}`} actions={back} />
        <EmptyState title="This run has no verdicts to verify">
          <p>Only a judged run can be checked. Judge its hypotheses into a new run, then verify that run:</p>
          <Command>lore judge {run.name} --judge MODEL</Command>
        </EmptyState>
      </>
    );
  }
  const sample = sampleVerdicts({ items: judged, seed, size });
  const types = new Set(judged.map((j) => j.questionType ?? "")).size;
  const field = "w-24 rounded-md border border-slate-300 px-2 py-1 text-sm";
  return (
    <>
      <PageHeader
        title={`Verify verdicts: ${run.name}`}
        description={
          <>
            A random sample of {sample.length} of the run&apos;s {judged.length} judged questions, stratified by question type ({types}{" "}
            {types === 1 ? "type" : "types"}), with seed <span className="font-mono font-medium text-slate-900">{seed}</span>. This address reopens the same
            sample. Judge {run.judge ?? "unknown"}.
          </>
        }
        actions={back}
      />
      <form method="get" action={base} className="mb-4 flex flex-wrap items-end gap-3 text-sm" aria-label="Sample">
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Seed</span>
          <input name="seed" type="number" min={0} max={MAX_VERIFY_SEED} defaultValue={seed} className={field} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Sample size</span>
          <input name="size" type="number" min={1} max={MAX_VERIFY_SAMPLE_SIZE} defaultValue={size} className={field} />
        </label>
        <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:bg-slate-50">
          Open sample
        </button>
        <Link href={`${base}?${new URLSearchParams({ size: String(size) })}`} className="py-1 text-indigo-700 underline">
          New random sample
        </Link>
      </form>
      <VerifyClient
        workspaceId={workspace.id}
        runId={run.id}
        items={sample}
        canLabel={can(actor, "runs:write", workspace.id)}
        you={actor.name ?? actor.email}
      />
    </>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JudgeAgreement } from "@/components/runs/judge-agreement";
import { RunOverview } from "@/components/runs/run-overview";
import { RunQuestionsTable } from "@/components/runs/run-questions-table";
import { StartJudgeRunForm } from "@/components/runs/start-judge-run-form";
import { StartQaExperimentForm } from "@/components/runs/start-qa-experiment-form";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { countRunHypotheses } from "@/lib/dal/runs/count-run-hypotheses";
import { getRunPage } from "@/lib/dal/runs/get-run-page";
import { listVerdictLabels } from "@/lib/dal/verdict-labels/list-verdict-labels";
import { llmAvailability } from "@/lib/llm/llm-availability";
import { verifyJudge } from "@/lib/metrics/judge-verification";
import { can } from "@/lib/permissions/can";
import { buildRunPageView } from "@/lib/runs/build-run-page-view";
import { describeJudgeProtocol } from "@/lib/runs/judge-comparability";
import { runQuestionTableQuerySchema } from "@/lib/runs/run-question-table-query";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

export const metadata: Metadata = { title: "Run" };

export default async function RunPage({
  params,
  searchParams,
}: {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { runId } = await params;
  const tableQuery = parseSearchParams(runQuestionTableQuerySchema, await searchParams).data;
  const data = await getRunPage({ workspaceId: workspace.id, runId });
  if (!data) notFound();
  const { run } = data;
  const view = buildRunPageView(data.results, { k: run.k, configuration: run.configuration });
  // Only a run with verdicts has a judge to check.
  const verification = view.overall.n ? verifyJudge({ labels: await listVerdictLabels({ workspaceId: workspace.id, runId }), judged: view.overall }) : null;
  // A retrieval run can be read by a QA experiment; a run with answers can be judged (from the UI as from the CLI).
  const canStart = can(actor, "runs:write", workspace.id);
  const counts = canStart ? await countRunHypotheses({ workspaceId: workspace.id, runId }) : null;
  const offerQa = Boolean(counts && run.kind === "retrieval" && counts.results > 0 && counts.contexts === counts.results);
  const offerJudge = Boolean(counts && counts.hypotheses > 0);
  const llm = llmAvailability();
  const questionIds = new Map(data.results.map((r) => [r.questionExternalId, r.questionId]));
  const facts = [
    ["Benchmark", run.benchmark.name],
    ["Kind", run.kind],
    ["Representation", run.representation],
    ["k", run.k === null ? null : String(run.k)],
    ["Reader", run.reader],
    ["Judge", run.judge],
    ["Judge protocol", run.judgeProtocol ?? (view.overall.n ? describeJudgeProtocol(null) : null)],
    ["Created", `${run.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC by ${run.creator?.name ?? run.creator?.email ?? "an import"}`],
  ] as const;
  return (
    <>
      <PageHeader
        title={`Run ${run.name}`}
        description={`${view.results} results over ${run.benchmark.name}${run.archivedAt ? " · archived" : ""}`}
        actions={
          <Link href={`/runs?benchmark=${encodeURIComponent(run.benchmark.id)}`} className="text-sm text-indigo-700 underline">
            Other runs of {run.benchmark.name}
          </Link>
        }
      />
      <dl className="mb-6 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-slate-600">{label}: </dt>
            <dd className="inline font-medium text-slate-900">{value ?? "—"}</dd>
          </div>
        ))}
        {run.tags.length ? (
          <div>
            <dt className="sr-only">Tags</dt>
            <dd className="flex flex-wrap gap-1">
              {run.tags.map((tag) => (
                <Badge key={tag} tone="info">
                  {tag}
                </Badge>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {run.notes ? <p className="mb-6 max-w-3xl whitespace-pre-wrap text-sm text-slate-700">{run.notes}</p> : null}
      {/* The figures first: what a researcher opens a run for. */}
      <RunOverview view={view} runName={run.name} />
      {verification ? (
        <div className="mt-6">
          <JudgeAgreement
            verification={verification}
            verifyHref={`/runs/${encodeURIComponent(run.id)}/verify`}
            questionHref={(id) => {
              const questionId = questionIds.get(id);
              return questionId ? `/questions/${encodeURIComponent(questionId)}` : null;
            }}
          />
        </div>
      ) : null}
      {offerQa || offerJudge ? (
        <div className="mt-6 space-y-4">
          {offerQa ? <StartQaExperimentForm workspaceId={workspace.id} runId={run.id} runName={run.name} llm={llm} /> : null}
          {offerJudge ? (
            <StartJudgeRunForm
              workspaceId={workspace.id}
              runId={run.id}
              runName={run.name}
              answers={counts!.hypotheses}
              llm={llm}
              // The QA form above already says how to configure an endpoint.
              briefSetupNotice={offerQa}
            />
          ) : null}
        </div>
      ) : null}
      <h2 className="mb-2 mt-8 text-base font-semibold text-slate-900">Questions</h2>
      <RunQuestionsTable rows={view.questions} initialQuery={tableQuery} />
    </>
  );
}

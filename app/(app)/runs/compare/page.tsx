import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccuracyByTypeChart } from "@/components/runs/accuracy-by-type-chart";
import { CostQualityChart } from "@/components/runs/cost-quality-chart";
import { JudgePairAgreementTable } from "@/components/runs/judge-pair-agreement-table";
import { PairComparison } from "@/components/runs/pair-comparison";
import { StageBarsChart } from "@/components/runs/stage-bars-chart";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { loadJudgedAnswers } from "@/lib/dal/runs/load-judged-answers";
import { buildComparisonView } from "@/lib/runs/build-comparison-view";
import { STAGE_KS } from "@/lib/runs/compute-run-stages";
import { describeJudgeProtocol } from "@/lib/runs/judge-comparability";
import { judgePairAgreement } from "@/lib/runs/judge-pair-agreement";
import { compareQuerySchema } from "@/lib/schemas/run";
import { cn } from "@/lib/utils/cn";

export const metadata: Metadata = { title: "Compare runs" };

export default async function CompareRunsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const parsed = compareQuerySchema.safeParse(await searchParams);
  if (!parsed.success) {
    return (
      <>
        <PageHeader title="Compare runs" />
        <EmptyState title="Pick the runs to compare">
          <p>
            {parsed.error.issues[0]?.message ?? "Choose two to six runs."} Tick them in the{" "}
            <Link className="text-indigo-700 underline" href="/runs">
              runs list
            </Link>{" "}
            and press Compare.
          </p>
        </EmptyState>
      </>
    );
  }
  const { runs: runIds, k } = parsed.data;
  const data = await getComparison({ workspaceId: workspace.id, runIds });
  if (!data.ok) {
    if (data.code === "NOT_FOUND") notFound();
    return (
      <>
        <PageHeader title="Compare runs" />
        <EmptyState title="These runs cannot be compared">
          <p>{data.message}</p>
        </EmptyState>
      </>
    );
  }
  const view = buildComparisonView(data, { k });
  // Runs that judged the same hypotheses (two judges of one set of answers), each against the baseline.
  const answers = await loadJudgedAnswers({ workspaceId: workspace.id, runIds });
  const judgePairs = view.runs.slice(1).flatMap((run) => {
    const result = judgePairAgreement(answers.get(view.runs[0]!.id) ?? [], answers.get(run.id) ?? []);
    return result ? [{ a: view.runs[0]!.name, b: run.name, result }] : [];
  });
  const query = (extra: Record<string, string>) => new URLSearchParams({ workspace: workspace.id, runs: runIds.join(","), ...extra }).toString();
  const download = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <>
      <PageHeader
        title="Compare runs"
        description={
          <>
            Benchmark <span className="font-medium">{view.benchmark.name}</span> · baseline A: <span className="font-medium">{view.runs[0]!.name}</span> ·
            compared with{" "}
            {view.runs
              .slice(1)
              .map((r) => r.name)
              .join(", ")}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <a className={download} href={`/api/runs/compare?${query({ format: "csv" })}`} download>
              Download CSV
            </a>
            <a className={download} href={`/api/runs/compare?${query({ format: "json" })}`} download>
              Download JSON
            </a>
          </div>
        }
      />
      {view.judgeWarning ? (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Accuracies not comparable.</span> {view.judgeWarning}
        </p>
      ) : null}
      <dl className="mb-6 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Judges">
        {view.runs.map((run) => (
          <div key={run.id}>
            <dt className="inline text-slate-600">{run.name}: </dt>
            <dd className="inline font-medium text-slate-900">
              {run.judged ? `judge ${run.judge ?? "unknown"} · protocol ${describeJudgeProtocol(run.judgeProtocol)}` : "no verdicts (retrieval only)"}
            </dd>
          </div>
        ))}
      </dl>
      <div className="space-y-8">
        <Card>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-base font-semibold text-slate-900">Retrieval, evidence and answers</h2>
            <nav aria-label="Recall cutoff" className="flex items-center gap-1 text-sm">
              <span className="text-slate-600">Recall at k =</span>
              {STAGE_KS.map((value) => (
                <Link
                  key={value}
                  href={`/runs/compare?${new URLSearchParams({ runs: runIds.join(","), k: String(value) })}`}
                  aria-current={value === k ? "true" : undefined}
                  className={cn("rounded px-1.5 py-0.5", value === k ? "bg-indigo-700 text-white" : "text-indigo-700 hover:bg-indigo-50")}
                >
                  {value}
                </Link>
              ))}
            </nav>
          </div>
          <StageBarsChart view={view} />
        </Card>
        <Card>
          <h2 className="mb-2 text-base font-semibold text-slate-900">Accuracy by question type</h2>
          <AccuracyByTypeChart
            title={`Accuracy by question type, ${view.stagesScope}`}
            types={view.types.groups}
            series={view.types.series.map((s, i) => ({ ...s, colour: view.runs[i]!.colour }))}
            counts={view.stages.rows.map((r) => Object.fromEntries(Object.entries(r.byType).map(([t, c]) => [t, c.n])))}
          />
        </Card>
        {judgePairs.length ? (
          <Card>
            <JudgePairAgreementTable rows={judgePairs} />
          </Card>
        ) : null}
        {view.pairs.map((pair) => (
          <Card key={pair.runB.id}>
            <PairComparison pair={pair} />
          </Card>
        ))}
        <Card>
          <h2 className="mb-2 text-base font-semibold text-slate-900">Cost against quality: every run of {view.benchmark.name}</h2>
          <CostQualityChart points={view.costQuality.points} unplaced={view.costQuality.unplaced} />
        </Card>
        <p className="text-xs text-slate-600">
          More exports:{" "}
          <a className="text-indigo-700 underline" href={`/api/runs/compare?${query({ format: "csv", table: "stages" })}`} download>
            stages (CSV)
          </a>
          ,{" "}
          <a className="text-indigo-700 underline" href={`/api/runs/compare?${query({ format: "csv", table: "flips" })}`} download>
            flips (CSV)
          </a>
          .
        </p>
      </div>
    </>
  );
}

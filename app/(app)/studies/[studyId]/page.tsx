import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StudyCostQualityChart } from "@/components/studies/study-cost-quality-chart";
import { StudyProgress } from "@/components/studies/study-progress";
import { StudyReportDownloads } from "@/components/studies/study-report-downloads";
import { StudySettingsCard } from "@/components/studies/study-settings-card";
import { StudySignificance } from "@/components/studies/study-significance";
import { StudyStageChart } from "@/components/studies/study-stage-chart";
import { StudyTable } from "@/components/studies/study-table";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { AppError } from "@/lib/errors";
import { formatInteger } from "@/lib/format/format-number";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import { getStudyReport } from "@/lib/services/studies/get-study-report";
import type { StudyReport } from "@/lib/studies/study-report";

export const metadata: Metadata = { title: "Study" };

const STATUS_TONE = { planned: "neutral", running: "info", completed: "good", failed: "bad" } as const;

async function loadReport(input: { actor: Parameters<typeof getStudyReport>[0]["actor"]; workspaceId: string; study: string }): Promise<StudyReport> {
  try {
    return await getStudyReport({ actor: input.actor, workspaceId: input.workspaceId, input: { study: input.study } });
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "INVALID_INPUT")) notFound();
    throw error;
  }
}

// A study: the seed-style table, the stage and cost-quality charts, each set-up against the
// baseline, what was held fixed and how to reproduce it, and the shareable report to download.
export default async function StudyPage({ params }: { params: Promise<{ studyId: string }> }) {
  const { actor, workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { studyId } = await params;
  const report = await loadReport({ actor, workspaceId: workspace.id, study: studyId });
  const { study, benchmark } = report;
  return (
    <>
      <PageHeader
        title={`Study ${study.name}`}
        description={
          <>
            {benchmark.name}, {formatInteger(benchmark.questions)} questions · {report.rows.length} set-ups · baseline {study.baseline} · updated{" "}
            {formatTimestamp(new Date(study.updatedAt))}
          </>
        }
        actions={<StudyReportDownloads studyId={study.id} workspaceId={workspace.id} />}
      />
      <div className="mb-6 flex flex-wrap items-center gap-3 text-sm">
        <Badge tone={STATUS_TONE[study.status]}>{study.status}</Badge>
        <Link href="/runs" className="text-indigo-700 underline">
          All runs
        </Link>
      </div>
      {study.description ? <p className="mb-6 max-w-3xl whitespace-pre-wrap text-sm text-slate-700">{study.description}</p> : null}
      {study.status === "running" || study.status === "planned" ? (
        <div className="mb-6">
          <StudyProgress report={report} />
        </div>
      ) : null}
      <section aria-labelledby="study-results" className="space-y-2">
        <h2 id="study-results" className="text-base font-semibold text-slate-900">
          Results per set-up
        </h2>
        <StudyTable rows={report.rows} />
        <p className="text-xs text-slate-600">
          Accuracy intervals are 95% Wilson intervals. Recall@k is session recall at the set-up&apos;s own k, abstention questions excluded.
        </p>
      </section>
      <div className="mt-8 grid min-w-0 gap-6">
        <Card className="min-w-0">
          <h2 className="mb-2 text-base font-semibold text-slate-900">Stages</h2>
          <StudyStageChart report={report} />
        </Card>
        <Card className="min-w-0">
          <h2 className="mb-2 text-base font-semibold text-slate-900">Cost against quality</h2>
          <StudyCostQualityChart report={report} />
        </Card>
      </div>
      <section aria-labelledby="study-significance" className="mt-8 space-y-2">
        <h2 id="study-significance" className="text-base font-semibold text-slate-900">
          Against the baseline ({study.baseline})
        </h2>
        <StudySignificance rows={report.rows} />
      </section>
      <section aria-labelledby="study-settings" className="mt-8 space-y-2">
        <h2 id="study-settings" className="text-base font-semibold text-slate-900">
          Settings and reproduction
        </h2>
        <StudySettingsCard report={report} />
      </section>
    </>
  );
}

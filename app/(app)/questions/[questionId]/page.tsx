import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EvidenceTurnList } from "@/components/questions/evidence-turn-list";
import { RunTraceCard } from "@/components/questions/run-trace-card";
import { StageDefinitionsList } from "@/components/questions/stage-definitions-list";
import { SheetStageTable } from "@/components/questions/sheet-stage-table";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { getQuestionTrace } from "@/lib/dal/questions/get-question-trace";
import { parseRunIds, prepareQuestionPage } from "@/lib/questions/prepare-question-page";
import { ASSISTANT_QUESTION_TYPE, questionTypeLabel } from "@/lib/questions/question-type-label";

export const metadata: Metadata = { title: "Question" };

export default async function QuestionPage({
  params,
  searchParams,
}: {
  params: Promise<{ questionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const [{ questionId }, query] = await Promise.all([params, searchParams]);
  const data = await getQuestionTrace({ workspaceId: workspace.id, questionId });
  if (!data) notFound();
  const { question } = data;
  const view = prepareQuestionPage(data, parseRunIds(query.runs));
  return (
    <>
      <PageHeader title={`Question ${question.externalId}`} description={`${question.benchmark.name} · where the answer got lost, stage by stage`} />
      <Card className="mb-6">
        <p className="text-base text-slate-900">{question.text}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Gold answer</dt>
          <dd className="font-medium text-slate-900">{question.answer}</dd>
          <dt className="text-slate-600">Type</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge tone={question.type === ASSISTANT_QUESTION_TYPE ? "info" : "neutral"}>{questionTypeLabel(question.type)}</Badge>
            <span className="font-mono text-xs text-slate-500">{question.type}</span>
          </dd>
          <dt className="text-slate-600">Abstention</dt>
          <dd>{question.isAbstention ? <Badge tone="warn">abstention: the answer is not in the history</Badge> : "no"}</dd>
          <dt className="text-slate-600">Question date</dt>
          <dd>{question.questionDate ?? "—"}</dd>
          <dt className="text-slate-600">Evidence sessions</dt>
          <dd className="font-mono text-xs">{view.trace.evidenceSessionIds.join(", ") || "—"}</dd>
        </dl>
      </Card>

      <section aria-labelledby="evidence-heading" className="mb-6">
        <h2 id="evidence-heading" className="mb-2 text-sm font-semibold text-slate-700">
          Evidence turns
        </h2>
        <EvidenceTurnList turns={view.evidenceTurns} />
      </section>

      <section aria-labelledby="sheets-heading" className="mb-6">
        <h2 id="sheets-heading" className="mb-2 text-sm font-semibold text-slate-700">
          1. Is the answer-bearing detail in each fact sheet?
        </h2>
        <SheetStageTable extractors={view.trace.extractors} />
      </section>

      <section aria-labelledby="runs-heading">
        <div className="mb-2 flex flex-wrap items-baseline gap-3">
          <h2 id="runs-heading" className="text-sm font-semibold text-slate-700">
            2. Runs: retrieved, in the reader&apos;s context, answered
          </h2>
          {view.focused ? (
            <Link href={`/questions/${encodeURIComponent(question.id)}`} className="text-xs text-indigo-800 underline">
              Show all {view.runOptions.length} runs
            </Link>
          ) : null}
        </div>
        <div className="mb-3">
          <StageDefinitionsList />
        </div>
        {view.trace.runs.length === 0 ? (
          <p className="text-sm text-slate-600">No run has answered this question yet.</p>
        ) : (
          <div className="grid gap-4 xl:grid-cols-2">
            {view.trace.runs.map((run) => (
              <RunTraceCard key={run.runId} trace={run} questionId={question.id} record={view.records[run.runId]} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

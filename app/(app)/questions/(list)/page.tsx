import type { Metadata } from "next";
import { IncompleteImportsNotice } from "@/components/questions/incomplete-imports-notice";
import { QuestionFilterBar } from "@/components/questions/question-filter-bar";
import { QuestionTypeSummary } from "@/components/questions/question-type-summary";
import { QuestionsTable } from "@/components/questions/questions-table";
import { ListPagination } from "@/components/sessions/list-pagination";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listQuestionFilterOptions } from "@/lib/dal/questions/list-question-filter-options";
import { listQuestions } from "@/lib/dal/questions/list-questions";
import { parseQuestionListQuery, questionListHref, questionSortOf, QUESTIONS_PER_PAGE } from "@/lib/questions/question-list-query";

export const metadata: Metadata = { title: "Questions" };

export default async function QuestionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const query = parseQuestionListQuery(await searchParams);
  const [{ total, questions }, options] = await Promise.all([
    listQuestions({
      workspaceId: workspace.id,
      benchmarkId: query.benchmark,
      type: query.type,
      abstention: query.abstention,
      ...questionSortOf(query),
      take: QUESTIONS_PER_PAGE,
      skip: (query.page - 1) * QUESTIONS_PER_PAGE,
    }),
    listQuestionFilterOptions({ workspaceId: workspace.id, benchmarkId: query.benchmark }),
  ]);
  const filtered = Boolean(query.benchmark || query.type || query.abstention);
  return (
    <>
      <PageHeader title="Questions" description="Benchmark questions with their gold answers; open one to see where its answer got lost." />
      <IncompleteImportsNotice benchmarks={options.benchmarks} />
      {total === 0 && !filtered ? (
        <EmptyState title="No benchmark questions yet">
          <p>Import the LongMemEval question files (oracle, S or M) into a benchmark.</p>
          <Command>npm run lore -- import longmemeval longmemeval_oracle.json --benchmark oracle</Command>
        </EmptyState>
      ) : (
        <>
          <QuestionFilterBar query={query} options={options} />
          <QuestionTypeSummary counts={options.countsByType} hrefFor={(type) => questionListHref(query, { type })} />
          {total === 0 ? (
            <EmptyState title="No questions match">
              <p>Try another benchmark, type or abstention filter.</p>
            </EmptyState>
          ) : (
            <QuestionsTable questions={questions} query={query} />
          )}
          <ListPagination page={query.page} perPage={QUESTIONS_PER_PAGE} total={total} noun="questions" hrefFor={(page) => questionListHref(query, { page })} />
        </>
      )}
    </>
  );
}

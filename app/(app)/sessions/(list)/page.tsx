import type { Metadata } from "next";
import { ListPagination } from "@/components/sessions/list-pagination";
import { SessionFilterBar } from "@/components/sessions/session-filter-bar";
import { SessionsTable } from "@/components/sessions/sessions-table";
import { Command, EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listSessionFilterOptions } from "@/lib/dal/sessions/list-session-filter-options";
import { listSessions } from "@/lib/dal/sessions/list-sessions";
import { parseSessionListQuery, SESSIONS_PER_PAGE, sessionListHref } from "@/lib/sessions/session-list-query";

export const metadata: Metadata = { title: "Sessions" };

export default async function SessionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const query = parseSessionListQuery(await searchParams);
  const [{ total, sessions }, options] = await Promise.all([
    listSessions({
      workspaceId: workspace.id,
      benchmarkId: query.benchmark,
      questionType: query.type,
      evidenceOnly: query.evidence === "only",
      extractorId: query.extractor,
      sort: query.sort,
      dir: query.dir,
      q: query.q,
      take: SESSIONS_PER_PAGE,
      skip: (query.page - 1) * SESSIONS_PER_PAGE,
    }),
    listSessionFilterOptions(workspace.id),
  ]);
  const filtered = Boolean(query.benchmark || query.type || query.evidence || query.extractor || query.q);
  return (
    <>
      <PageHeader title="Sessions" description="Conversation sessions, kept as immutable observations, with the fact sheets derived from them." />
      {total === 0 && !filtered ? (
        <EmptyState title="No sessions yet">
          <p>Import a LongMemEval dataset, or send sessions from an agent over the HTTP API.</p>
          <Command>npm run lore -- import longmemeval longmemeval_s_cleaned.json --benchmark s</Command>
        </EmptyState>
      ) : (
        <>
          <SessionFilterBar query={query} options={options} />
          {query.extractor && query.sort === "coverage" && (query.dir ?? "asc") === "asc" ? (
            <p className="mb-2 text-xs text-slate-600">
              Worst coverage first; sessions whose sheet has not been analyzed (<code>lore analyze detail-loss</code>) come last.
            </p>
          ) : null}
          {total === 0 ? (
            <EmptyState title="No sessions match">
              <p>Try another benchmark, question type, extractor or search.</p>
            </EmptyState>
          ) : (
            <SessionsTable sessions={sessions} query={query} />
          )}
          <ListPagination page={query.page} perPage={SESSIONS_PER_PAGE} total={total} noun="sessions" hrefFor={(page) => sessionListHref(query, { page })} />
        </>
      )}
    </>
  );
}

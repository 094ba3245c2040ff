import type { Metadata } from "next";
import Link from "next/link";
import { ExtractorCompareForm } from "@/components/extractors/extractor-compare-form";
import { FactSheetDiff } from "@/components/extractors/fact-sheet-diff";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listExtractors } from "@/lib/dal/extraction/list-extractors";
import { loadExtractorComparison } from "@/lib/dal/extraction/load-extractor-comparison";
import { buildExtractorComparison, type SheetScore } from "@/lib/extraction/build-extractor-comparison";
import { extractorCompareQuerySchema } from "@/lib/schemas/fact-sheet";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

export const metadata: Metadata = { title: "Compare extractors" };

const PAGE_SIZE = 20;

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`);

function Score({ label, score }: { label: string; score: SheetScore }) {
  return (
    <div className="text-xs tabular-nums text-slate-700">
      {label}: coverage <span className="font-medium">{percent(score.coverage)}</span>, {score.lost} detail(s) lost
      {score.answerBearingLost ? (
        <Badge tone="bad" className="ml-1">
          answer-bearing detail lost
        </Badge>
      ) : null}
      {score.passthrough ? (
        <Badge tone="warn" className="ml-1">
          passthrough
        </Badge>
      ) : null}
    </div>
  );
}

export default async function CompareExtractorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { data: query, problems } = parseSearchParams(extractorCompareQuerySchema, await searchParams);
  const extractors = await listExtractors({ workspaceId: workspace.id });
  const header = (
    <PageHeader
      title="Compare extractors"
      description="Two extractor versions over the same sessions: what each sheet says differently, and how much of the session's detail each keeps."
    />
  );
  if (extractors.length < 2) {
    return (
      <>
        {header}
        <EmptyState title="Two extractors are needed">
          <p>
            Extract fact sheets with a second extractor version on the{" "}
            <Link className="text-indigo-700 underline" href="/jobs">
              Jobs
            </Link>{" "}
            page, or import them with <code>lore import factsheets</code>.
          </p>
        </EmptyState>
      </>
    );
  }
  const aId = query.a ?? extractors[0]!.id;
  const bId = query.b ?? extractors[1]!.id;
  const data = aId === bId ? null : await loadExtractorComparison({ workspaceId: workspace.id, aId, bId, page: query.page, pageSize: PAGE_SIZE });
  const view = data ? buildExtractorComparison(data.sessions) : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const pageLink = (page: number) => `/extractors/compare?${new URLSearchParams({ a: aId, b: bId, page: String(page) })}`;
  return (
    <>
      {header}
      {problems.length ? (
        <p role="alert" className="mb-3 text-sm text-amber-800">
          {problems.join(" ")}
        </p>
      ) : null}
      <ExtractorCompareForm extractors={extractors} a={aId} b={bId} />
      {!data || !view ? (
        <EmptyState title="Choose two different extractors">
          <p>Pick a baseline A and a version B to compare.</p>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <Card>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-600">Sessions with both sheets</dt>
                <dd className="text-lg font-semibold tabular-nums">{data.total}</dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  Only {data.a.name}@{data.a.version} / only {data.b.name}@{data.b.version}
                </dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {data.onlyA} / {data.onlyB}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Mean coverage on this page, A → B</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {percent(view.meanCoverage.a)} → {percent(view.meanCoverage.b)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Sheets that differ on this page</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {view.changed} of {view.rows.length}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-500">
              Coverage: the share of the session&apos;s details (names, numbers, dates, who said what) a sheet keeps, from Lore&apos;s detail-loss analysis.
              Largest change first.
            </p>
          </Card>
          {view.rows.map((row) => (
            <Card key={row.sessionId}>
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-mono text-sm font-semibold text-slate-900">
                  <Link className="hover:underline" href={`/sessions/${row.sessionId}`}>
                    {row.externalId}
                  </Link>
                </h2>
                <span className="text-xs tabular-nums text-slate-600">
                  −{row.diff.removed} +{row.diff.added} ={row.diff.same} lines
                </span>
              </div>
              <div className="mb-2 space-y-0.5">
                <Score label={`A ${data.a.name}@${data.a.version}`} score={row.a} />
                <Score label={`B ${data.b.name}@${data.b.version}`} score={row.b} />
              </div>
              <FactSheetDiff diff={row.diff} />
            </Card>
          ))}
          {pages > 1 ? (
            <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
              {query.page > 1 ? (
                <Link className="text-indigo-700 hover:underline" href={pageLink(query.page - 1)}>
                  Previous
                </Link>
              ) : null}
              <span className="text-slate-600">
                Page {query.page} of {pages}
              </span>
              {query.page < pages ? (
                <Link className="text-indigo-700 hover:underline" href={pageLink(query.page + 1)}>
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      )}
    </>
  );
}

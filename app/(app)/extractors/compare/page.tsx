import type { Metadata } from "next";
import { ComparedSessionRow } from "@/components/extractors/compared-session-row";
import { ExtractorCompareEmpty } from "@/components/extractors/extractor-compare-empty";
import { ExtractorCompareForm } from "@/components/extractors/extractor-compare-form";
import { ExtractorSummaryTable } from "@/components/extractors/extractor-summary-table";
import { ListPagination } from "@/components/sessions/list-pagination";
import { Command } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireWorkspaceContext } from "@/lib/auth/require-workspace-context";
import { listBenchmarksWithSheets } from "@/lib/dal/benchmarks/list-benchmarks-with-sheets";
import { listComparedSessions } from "@/lib/dal/fact-sheets/list-compared-sessions";
import { listExtractors } from "@/lib/dal/extractors/list-extractors";
import { summarizeExtractorPair } from "@/lib/dal/extractors/summarize-extractor-pair";
import { buildComparedRow } from "@/lib/extraction/build-compared-row";
import { extractorCompareQuerySchema } from "@/lib/schemas/fact-sheet";
import { parseSearchParams } from "@/lib/validation/parse-search-params";
import { countNoun } from "@/lib/format/count-noun";

export const metadata: Metadata = { title: "Compare extractors" };

const PAGE_SIZE = 20;

export default async function CompareExtractorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { workspace } = await requireWorkspaceContext();
  if (!workspace) return null;
  const { data: query, problems } = parseSearchParams(extractorCompareQuerySchema, await searchParams);
  const [extractors, benchmarks] = await Promise.all([listExtractors({ workspaceId: workspace.id }), listBenchmarksWithSheets({ workspaceId: workspace.id })]);
  const header = (
    <PageHeader
      title="Compare extractors"
      description="Two extractor versions over the same benchmark: how much of the sessions' detail each sheet keeps, then session by session what each sheet says differently."
    />
  );
  if (extractors.length < 2 || benchmarks.length === 0) {
    const empty =
      extractors.length === 0 ? (
        <ExtractorCompareEmpty reason="no-extractors" />
      ) : extractors.length === 1 ? (
        <ExtractorCompareEmpty reason="one-extractor" only={`${extractors[0]!.name}@${extractors[0]!.version}`} />
      ) : (
        <ExtractorCompareEmpty reason="no-benchmarks" />
      );
    return (
      <>
        {header}
        {empty}
      </>
    );
  }
  // An id in the address that is not this workspace's falls back to the default, said so.
  const pick = <T extends { id: string }>(list: T[], id: string | undefined, fallback: T, what: string) => {
    const found = id === undefined ? undefined : list.find((item) => item.id === id);
    if (id !== undefined && !found)
      problems.push(`The ${what} in the address is not in this workspace; ${what === "benchmark" ? "the first one" : "a default"} is shown.`);
    return found ?? fallback;
  };
  const benchmark = pick(benchmarks, query.benchmark, benchmarks.find((b) => b.sessionsWithSheets > 0) ?? benchmarks[0]!, "benchmark");
  const a = pick(extractors, query.a, extractors[0]!, "extractor A");
  const b = pick(extractors, query.b, extractors.find((e) => e.id !== a.id)!, "extractor B");
  const labels = { a: `${a.name}@${a.version}`, b: `${b.name}@${b.version}` };
  const hrefFor = (page: number, bId = b.id) => `/extractors/compare?${new URLSearchParams({ benchmark: benchmark.id, a: a.id, b: bId, page: String(page) })}`;
  const form = <ExtractorCompareForm extractors={extractors} a={a.id} b={b.id} benchmarks={benchmarks} benchmark={benchmark.id} />;
  const notice = problems.length ? (
    <p role="alert" className="mb-3 text-sm text-amber-800">
      {problems.join(" ")}
    </p>
  ) : null;
  if (a.id === b.id) {
    const other = extractors.find((e) => e.id !== a.id);
    return (
      <>
        {header}
        {notice}
        {form}
        <ExtractorCompareEmpty reason="same-extractor" label={labels.a} otherHref={other ? hrefFor(1, other.id) : null} />
      </>
    );
  }
  const input = { workspaceId: workspace.id, benchmarkId: benchmark.id, aId: a.id, bId: b.id };
  const [summary, rows] = await Promise.all([summarizeExtractorPair(input), listComparedSessions({ ...input, page: query.page, pageSize: PAGE_SIZE })]);
  const total = summary.a.sessions;
  const unanalysed = [a, b].filter((e) => summary[e.id === a.id ? "a" : "b"].analyzed < total);
  return (
    <>
      {header}
      {notice}
      {form}
      {total === 0 ? (
        <ExtractorCompareEmpty reason="no-sheets" benchmark={benchmark.name} a={labels.a} b={labels.b} onlyA={summary.onlyA} onlyB={summary.onlyB} />
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="summary-heading" className="space-y-2">
            <h2 id="summary-heading" className="text-base font-semibold text-slate-900">
              {benchmark.name}: {countNoun(total, "session")} with a sheet from both
            </h2>
            <p className="text-sm text-slate-600">
              Coverage is the share of a session&apos;s details (names, numbers, dates, who said what) its sheet keeps, from Lore&apos;s detail-loss analysis,
              averaged over every session compared. Sessions with only one of the two sheets are not compared: {countNoun(summary.onlyA, "session")} with only
              A&apos;s, {summary.onlyB} with only B&apos;s.
            </p>
            <ExtractorSummaryTable summary={summary} labels={labels} />
            {unanalysed.length ? (
              <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                Some sheets are not analysed yet, so the figures leave them out. Analyse them with:
                {unanalysed.map((e) => (
                  <Command key={e.id}>
                    lore analyze detail-loss --benchmark {benchmark.name} --extractor {e.name}@{e.version}
                  </Command>
                ))}
              </div>
            ) : null}
          </section>
          <section aria-labelledby="sessions-heading">
            <h2 id="sessions-heading" className="mb-1 text-base font-semibold text-slate-900">
              Sessions, largest change in coverage first
            </h2>
            <p className="mb-3 text-sm text-slate-600">Open a session to read the two sheets side by side: lines only in A are red (−), only in B green (+).</p>
            {rows.length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                There is no page {query.page}.{" "}
                <a className="text-indigo-700 underline" href={hrefFor(1)}>
                  Go to the first page
                </a>
                .
              </p>
            ) : (
              <ol className="space-y-2" aria-label="Compared sessions">
                {rows.map((row) => (
                  <ComparedSessionRow key={row.sessionId} row={row} view={buildComparedRow(row)} labels={labels} />
                ))}
              </ol>
            )}
            <ListPagination page={query.page} perPage={PAGE_SIZE} total={total} hrefFor={(page) => hrefFor(page)} noun="sessions" />
          </section>
        </div>
      )}
    </>
  );
}

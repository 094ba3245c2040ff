"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { RunRowActions } from "@/components/runs/run-row-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, Td, Th } from "@/components/ui/table";
import type { RunListItem } from "@/lib/dal/runs/list-runs";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { compareSelection } from "@/lib/runs/compare-selection";
import { sortHref } from "@/lib/runs/runs-list-href";
import type { RunListQuery, RunSort } from "@/lib/schemas/run";

// The runs list: headline metrics per run, sortable by column, with boxes to pick runs for the
// compare page (the first one ticked is the baseline A) and, for members, tag and archive.
export function RunsTable({ runs, query, workspaceId, canWrite }: { runs: RunListItem[]; query: RunListQuery; workspaceId: string; canWrite: boolean }) {
  const router = useRouter();
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const choice = compareSelection(selected, new Map(runs.map((r) => [r.id, r.benchmark.id])));
  const names = new Map(runs.map((r) => [r.id, r.name]));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Compare runs">
        <Button disabled={!choice.href} onClick={() => choice.href && router.push(choice.href)}>
          Compare{selected.length ? ` ${selected.length} runs` : ""}
        </Button>
        <p className="text-sm text-slate-600" role="status">
          {choice.problem ??
            `Baseline A: ${names.get(selected[0]!)}; compared with ${selected
              .slice(1)
              .map((id) => names.get(id))
              .join(", ")}.`}
        </p>
      </div>
      <Table label="Runs">
        <thead className="bg-slate-50">
          <tr>
            <Th>
              <span className="sr-only">Select</span>
            </Th>
            <SortTh query={query} sort="name">
              Run
            </SortTh>
            <SortTh query={query} sort="benchmark">
              Benchmark
            </SortTh>
            <Th>Kind · setup</Th>
            <Th title="Reader model; judge model and judge protocol">Reader · judge</Th>
            <SortTh query={query} sort="n" right>
              n
            </SortTh>
            <SortTh query={query} sort="accuracy" right>
              Accuracy
            </SortTh>
            <SortTh query={query} sort="tokens" right title="Reader input tokens per question (mean)">
              Tokens / q
            </SortTh>
            <SortTh query={query} sort="recall" right title="Session recall_any at the run's own k (10 when the run names no k)">
              Recall@k
            </SortTh>
            <SortTh query={query} sort="coverage" right title="Evidence coverage (mean)">
              Evidence
            </SortTh>
            <SortTh query={query} sort="created">
              Created
            </SortTh>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => {
            const position = selected.indexOf(run.id);
            return (
              <tr key={run.id} className={position >= 0 ? "bg-indigo-50/60" : undefined}>
                <Td>
                  <input
                    type="checkbox"
                    checked={position >= 0}
                    onChange={() => toggle(run.id)}
                    aria-label={`Select ${run.name} for comparison`}
                    className="h-4 w-4"
                  />
                  {position >= 0 ? (
                    <span className="ml-1 text-xs font-semibold text-indigo-800">{position === 0 ? "A" : String.fromCharCode(65 + position)}</span>
                  ) : null}
                </Td>
                <Td className="font-medium">
                  <Link href={`/runs/${run.id}`} className="text-indigo-700 underline">
                    {run.name}
                  </Link>
                  {run.archivedAt ? (
                    <Badge tone="warn" className="ml-1">
                      archived
                    </Badge>
                  ) : null}
                  {run.tags.length ? (
                    <div className="mt-1 flex flex-wrap gap-1">
                      {run.tags.map((tag) => (
                        <Badge key={tag} tone="info">
                          {tag}
                        </Badge>
                      ))}
                    </div>
                  ) : null}
                  {canWrite ? (
                    <RunRowActions workspaceId={workspaceId} run={{ id: run.id, name: run.name, tags: run.tags, archived: run.archivedAt !== null }} />
                  ) : null}
                </Td>
                <Td className="text-xs">{run.benchmark.name}</Td>
                <Td className="text-xs">
                  <Badge>{run.kind}</Badge>
                  {run.representation || run.k !== null ? (
                    <div className="mt-1 text-slate-700">{[run.representation, run.k === null ? null : `k=${run.k}`].filter(Boolean).join(", ")}</div>
                  ) : null}
                </Td>
                <Td className="text-xs text-slate-700">
                  <div>{run.reader ?? "—"}</div>
                  <div className="text-slate-500">{run.judge ?? "—"}</div>
                  {run.judgeProtocol ? (
                    <div className="text-slate-500" title="Judge protocol">
                      {run.judgeProtocol}
                    </div>
                  ) : null}
                </Td>
                <Td className="text-right tabular-nums">{run.summary.judged}</Td>
                <Td className="text-right tabular-nums">{formatPercent(run.summary.accuracy)}</Td>
                <Td className="text-right tabular-nums">{formatInteger(run.summary.readerTokensMean)}</Td>
                <Td className="text-right tabular-nums">
                  {run.summary.recallAtK === null ? (
                    formatPercent(null)
                  ) : (
                    <>
                      {formatPercent(run.summary.recallAtK)} <span className="text-xs text-slate-500">@{run.summary.recallK}</span>
                    </>
                  )}
                </Td>
                <Td className="text-right tabular-nums">{formatPercent(run.summary.evidenceCoverageMean)}</Td>
                <Td className="text-xs text-slate-600">
                  <div>{run.creator?.name ?? run.creator?.email ?? "import"}</div>
                  <div className="whitespace-nowrap">{new Date(run.createdAt).toISOString().slice(0, 10)}</div>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="text-xs text-slate-600">
        n: judged questions (accuracy is over them). Tokens / q: the reader&apos;s input tokens per question (mean). Recall@k: LongMemEval&apos;s session
        recall_any at the run&apos;s own k (what its reader received; 10 for runs that name no k) where the run has rankings. Evidence: mean share of
        answer-bearing turns the reader received. The judge protocol (under the judge) is &quot;lore&quot; for Lore&apos;s own judge wording or
        &quot;longmemeval-official@…&quot; for the templates of a LongMemEval checkout.
      </p>
    </div>
  );
}

function SortTh({ query, sort, children, right, title }: { query: RunListQuery; sort: RunSort; children: string; right?: boolean; title?: string }) {
  const active = query.sort === sort;
  return (
    <Th className={right ? "text-right" : undefined} title={title} aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link href={sortHref(query, sort)} className="hover:text-indigo-700">
        {children}
        {active ? (query.dir === "asc" ? " ▲" : " ▼") : ""}
      </Link>
    </Th>
  );
}

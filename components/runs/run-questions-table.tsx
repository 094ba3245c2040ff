"use client";
import { flexRender, getCoreRowModel, useReactTable, type SortingState, type Updater } from "@tanstack/react-table";
import { usePathname } from "next/navigation";
import { useMemo, useState } from "react";
import { StageDefinitionsList } from "@/components/questions/stage-definitions-list";
import { runQuestionColumns, type RunQuestionColumnMeta, type UpstreamStage } from "@/components/runs/run-question-columns";
import { RunQuestionFilters } from "@/components/runs/run-question-filters";
import { TablePager } from "@/components/ui/table-pager";
import { ariaSortOf, SortHeaderButton } from "@/components/ui/sort-header-button";
import { Table, Td, Th } from "@/components/ui/table";
import type { RunQuestionRow } from "@/lib/runs/build-run-page-view";
import {
  DEFAULT_RUN_QUESTION_SORT,
  RUN_QUESTION_COLUMNS,
  RUN_QUESTIONS_PER_PAGE,
  runQuestionTableSearch,
  runQuestionTypes,
  selectRunQuestionRows,
  type RunQuestionTableQuery,
} from "@/lib/runs/run-question-table-query";
import { fromSortingState, toSortingState } from "@/lib/utils/table-sort";

// Every question of the run, linking to its trace (the question page) when the benchmark holds it.
// Its stage columns come from the same verdicts as the trace, with each stage's meaning as column
// help. The whole run is on the page, so filters and sorting apply to every row here; TanStack
// Table runs in manual mode over the rows selectRunQuestionRows picks, and the view (sort,
// filters, page) is written to the URL so that it can be shared and reloads the same.
export function RunQuestionsTable({ rows, initialQuery }: { rows: RunQuestionRow[]; initialQuery: RunQuestionTableQuery }) {
  const pathname = usePathname();
  const [query, setQuery] = useState(initialQuery);
  const stages = (rows[0]?.verdicts.shown ?? []).map((s) => s.key).filter((k): k is UpstreamStage => k !== "answer");
  const stageKey = stages.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change only when the run's stages do
  const columns = useMemo(() => runQuestionColumns(stages), [stageKey]);
  const types = useMemo(() => runQuestionTypes(rows), [rows]);
  const view = useMemo(() => selectRunQuestionRows(rows, query), [rows, query]);

  const change = (patch: Partial<RunQuestionTableQuery>) => {
    const next = { ...query, ...("page" in patch ? {} : { page: 1 }), ...patch };
    setQuery(next);
    // The App Router keeps useSearchParams in step with history.replaceState, without a server round trip.
    window.history.replaceState(null, "", `${pathname}${runQuestionTableSearch(next)}`);
  };
  const sorting = toSortingState(query);
  // The compiler skips memoizing this component (TanStack's table object is mutable); the rows are memoized above instead.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: view.rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.questionExternalId,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableSortingRemoval: false,
    pageCount: view.pageCount,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const state = typeof updater === "function" ? updater(sorting) : updater;
      change(fromSortingState(state, RUN_QUESTION_COLUMNS, DEFAULT_RUN_QUESTION_SORT));
    },
  });

  return (
    <div className="space-y-3">
      <StageDefinitionsList keys={[...stages, "answer"]} label="What the stage columns mean" />
      <RunQuestionFilters query={query} types={types} stages={[...stages, "answer"]} onChange={change} shown={view.total} total={rows.length} />
      <Table label="Questions in this run">
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = (header.column.columnDef.meta ?? {}) as RunQuestionColumnMeta;
                const sorted = header.column.getIsSorted();
                return (
                  <Th
                    key={header.id}
                    title={meta.title}
                    aria-sort={ariaSortOf(sorted)}
                    className={meta.className?.includes("text-right") ? "text-right" : undefined}
                  >
                    <SortHeaderButton sorted={sorted} onClick={() => header.column.toggleSorting(sorted ? sorted === "asc" : Boolean(meta.descFirst))}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </SortHeaderButton>
                  </Th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-question={row.original.questionExternalId}>
              {row.getVisibleCells().map((cell) => {
                const meta = (cell.column.columnDef.meta ?? {}) as RunQuestionColumnMeta;
                return (
                  <Td
                    key={cell.id}
                    className={meta.className}
                    data-stage={meta.stage}
                    title={meta.stage ? row.original.verdicts[meta.stage].detail : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      {view.total === 0 ? <p className="text-sm text-slate-600">No question of this run matches these filters.</p> : null}
      <TablePager
        page={view.page}
        pageCount={view.pageCount}
        total={view.total}
        perPage={RUN_QUESTIONS_PER_PAGE}
        noun="questions"
        onPage={(page) => change({ page })}
      />
    </div>
  );
}

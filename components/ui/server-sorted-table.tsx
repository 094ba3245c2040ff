"use client";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ariaSortOf } from "@/components/ui/sort-header-button";
import { SortHeaderLink } from "@/components/ui/sort-header-link";
import { Table, Td, Th } from "@/components/ui/table";
import { nextSort, toSortingState, type SortDirection, type TableSort } from "@/lib/utils/table-sort";

/** A column's sort key (absent: not sortable), its first direction, and its cells' classes. */
export type ServerSortedColumnMeta<C extends string> = { sort?: C; descFirst?: boolean; className?: string };

// A table whose rows the server has already sorted over the whole list (the DAL maps the URL's
// sort to SQL from an allow-list), rendered by TanStack Table in manual mode. Each sortable header
// links to the same list sorted by its column: the sort lives in the URL.
export function ServerSortedTable<R, C extends string>({
  label,
  rows,
  columns,
  sort,
  hrefFor,
  rowId,
}: {
  label: string;
  rows: R[];
  columns: ColumnDef<R>[];
  sort: TableSort<C>;
  hrefFor: (sort: TableSort<C>) => string;
  rowId: (row: R) => string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack's table object is mutable; nothing here is memoized from it
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    state: { sorting: toSortingState(sort) },
  });
  const metaOf = (def: ColumnDef<R>) => (def.meta ?? {}) as ServerSortedColumnMeta<C>;
  return (
    <Table label={label}>
      <thead className="bg-slate-50">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = metaOf(header.column.columnDef);
              const sorted: false | SortDirection = meta.sort && sort.sort === meta.sort ? sort.dir : false;
              const content = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <Th
                  key={header.id}
                  aria-sort={meta.sort ? (ariaSortOf(sorted) ?? "none") : undefined}
                  className={meta.className?.includes("text-right") ? "text-right" : undefined}
                >
                  {meta.sort ? (
                    <SortHeaderLink sorted={sorted} href={hrefFor(nextSort(sort, meta.sort, meta.descFirst ? "desc" : "asc"))}>
                      {content}
                    </SortHeaderLink>
                  ) : (
                    content
                  )}
                </Th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <Td key={cell.id} className={metaOf(cell.column.columnDef).className}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

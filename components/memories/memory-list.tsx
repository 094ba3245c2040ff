"use client";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ariaSortOf } from "@/components/ui/sort-header-button";
import { SortHeaderLink } from "@/components/ui/sort-header-link";
import { Table, Td, Th } from "@/components/ui/table";
import type { MemoryListItem } from "@/lib/dal/memories/list-memories";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import { memoryListHref } from "@/lib/memories/memory-list-href";
import type { MemoryListQuery, MemorySort } from "@/lib/schemas/memory";
import { nextSort, toSortingState } from "@/lib/tables/table-sort";

type Meta = { sort?: MemorySort; descFirst?: boolean; className?: string };

const COLUMNS: ColumnDef<MemoryListItem>[] = [
  {
    id: "body",
    header: "Memory",
    meta: { sort: "body", className: "max-w-xl" } satisfies Meta,
    cell: ({ row: { original: m } }) => (
      <Link className="line-clamp-2 font-medium text-indigo-800 hover:underline [overflow-wrap:anywhere]" href={`/memories/${m.id}`}>
        {m.body}
      </Link>
    ),
  },
  { id: "owner", header: "Owner", meta: { sort: "owner" } satisfies Meta, cell: ({ row: { original: m } }) => m.owner.name ?? m.owner.email },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: m } }) => <Badge tone={m.status === "active" ? "good" : "neutral"}>{m.status}</Badge>,
  },
  {
    id: "revision",
    header: "Revision",
    meta: { sort: "revision", descFirst: true, className: "text-right tabular-nums" } satisfies Meta,
    cell: ({ row: { original: m } }) => m.currentRevision,
  },
  {
    id: "sources",
    header: "Sources",
    meta: { sort: "sources", descFirst: true, className: "text-right tabular-nums" } satisfies Meta,
    cell: ({ row: { original: m } }) => m._count.sources,
  },
  {
    id: "updated",
    header: "Updated",
    meta: { sort: "updated", descFirst: true, className: "whitespace-nowrap" } satisfies Meta,
    cell: ({ row: { original: m } }) => <time dateTime={new Date(m.updatedAt).toISOString()}>{formatTimestamp(new Date(m.updatedAt))}</time>,
  },
];

// The memories list, sorted by the server over every matching memory (TanStack Table in manual
// mode renders it); each sortable header links to the list sorted by its column.
export function MemoryList({ memories, query }: { memories: MemoryListItem[]; query: MemoryListQuery }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack's table object is mutable; nothing here is memoized from it
  const table = useReactTable({
    data: memories,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (m) => m.id,
    manualSorting: true,
    state: { sorting: toSortingState(query) },
  });
  return (
    <Table label="Memories">
      <thead className="bg-slate-50">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = (header.column.columnDef.meta ?? {}) as Meta;
              const sorted = meta.sort && query.sort === meta.sort ? query.dir : false;
              const label = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <Th
                  key={header.id}
                  aria-sort={meta.sort ? (ariaSortOf(sorted) ?? "none") : undefined}
                  className={meta.className?.includes("text-right") ? "text-right" : undefined}
                >
                  {meta.sort ? (
                    <SortHeaderLink sorted={sorted} href={memoryListHref(query, nextSort(query, meta.sort, meta.descFirst ? "desc" : "asc"))}>
                      {label}
                    </SortHeaderLink>
                  ) : (
                    label
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
              <Td key={cell.id} className={((cell.column.columnDef.meta ?? {}) as Meta).className}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

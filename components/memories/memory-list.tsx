"use client";
import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ServerSortedTable, type ServerSortedColumnMeta } from "@/components/ui/server-sorted-table";
import type { MemoryListItem } from "@/lib/dal/memories/list-memories";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import { memoryListHref } from "@/lib/memories/memory-list-href";
import type { MemoryListQuery, MemorySort } from "@/lib/schemas/memory";

type Meta = ServerSortedColumnMeta<MemorySort>;

const COLUMNS: ColumnDef<MemoryListItem>[] = [
  {
    id: "body",
    header: "Memory",
    meta: { sort: "body", className: "min-w-48 max-w-xl" } satisfies Meta,
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

// The memories list, sorted by the server over every matching memory; each sortable header links
// to the list sorted by its column, keeping the filters.
export function MemoryList({ memories, query }: { memories: MemoryListItem[]; query: MemoryListQuery }) {
  return (
    <ServerSortedTable label="Memories" rows={memories} columns={COLUMNS} sort={query} hrefFor={(sort) => memoryListHref(query, sort)} rowId={(m) => m.id} />
  );
}

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { MemoryListItem } from "@/lib/dal/memories/list-memories";
import { formatTimestamp } from "@/lib/format/format-timestamp";

export function MemoryList({ memories }: { memories: MemoryListItem[] }) {
  return (
    <Table label="Memories">
      <thead className="bg-slate-50">
        <tr>
          <Th>Memory</Th>
          <Th>Owner</Th>
          <Th>Status</Th>
          <Th className="text-right">Revision</Th>
          <Th className="text-right">Sources</Th>
          <Th>Updated</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {memories.map((m) => (
          <tr key={m.id}>
            <Td className="max-w-xl">
              <Link className="line-clamp-2 font-medium text-indigo-800 hover:underline [overflow-wrap:anywhere]" href={`/memories/${m.id}`}>
                {m.body}
              </Link>
            </Td>
            <Td>{m.owner.name ?? m.owner.email}</Td>
            <Td>
              <Badge tone={m.status === "active" ? "good" : "neutral"}>{m.status}</Badge>
            </Td>
            <Td className="text-right tabular-nums">{m.currentRevision}</Td>
            <Td className="text-right tabular-nums">{m._count.sources}</Td>
            <Td className="whitespace-nowrap">
              <time dateTime={m.updatedAt.toISOString()}>{formatTimestamp(m.updatedAt)}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

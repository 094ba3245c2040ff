import Link from "next/link";
import { Table, Td, Th } from "@/components/ui/table";
import { summarizeAuditChange } from "@/lib/audit/summarize-audit-change";
import type { AuditEventRow } from "@/lib/dal/audit/list-audit-events";
import { formatTimestamp } from "@/lib/format/format-timestamp";

function Target({ event }: { event: AuditEventRow }) {
  if (event.targetType === "memory") {
    return (
      <Link className="text-indigo-800 hover:underline" href={`/memories/${event.targetId}`}>
        memory {event.targetId.slice(0, 10)}
      </Link>
    );
  }
  return (
    <span>
      {event.targetType} <span className="font-mono text-xs">{event.targetId.slice(0, 10)}</span>
    </span>
  );
}

export function AuditLogTable({ events }: { events: AuditEventRow[] }) {
  return (
    <Table label="Audit log">
      <thead className="bg-slate-50">
        <tr>
          <Th>Time</Th>
          <Th>Actor</Th>
          <Th>Action</Th>
          <Th>Target</Th>
          <Th>Change</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {events.map((event) => {
          const change = summarizeAuditChange(event.before, event.after);
          return (
            <tr key={event.id}>
              <Td className="whitespace-nowrap">
                <time dateTime={event.createdAt.toISOString()}>{formatTimestamp(event.createdAt)}</time>
              </Td>
              <Td>{event.actor ? (event.actor.name ?? event.actor.email) : "system"}</Td>
              <Td className="font-mono text-xs">{event.action}</Td>
              <Td>
                <Target event={event} />
              </Td>
              <Td className="max-w-md">
                {change.length === 0 ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <ul className="space-y-0.5 text-xs">
                    {change.map((line) => (
                      <li key={line} className="break-words">
                        {line}
                      </li>
                    ))}
                  </ul>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

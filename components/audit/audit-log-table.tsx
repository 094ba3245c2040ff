import Link from "next/link";
import { AuditPayload } from "@/components/audit/audit-payload";
import { Table, Td, Th } from "@/components/ui/table";
import { referenceHref, referenceKey, type ReferenceNames } from "@/lib/audit/audit-references";
import { summarizeAuditChange } from "@/lib/audit/summarize-audit-change";
import type { AuditEventRow } from "@/lib/dal/audit/list-audit-events";
import { formatTimestamp } from "@/lib/format/format-timestamp";

const TARGET_WORDS: Record<string, string> = { api_token: "token", runResult: "run result", membership: "member" };

// The event's target by name ("memory “Drinks oolong tea”"), linked to its page where it has one;
// the shortened id only when the record is gone or has no name.
function Target({ event, names }: { event: AuditEventRow; names: ReferenceNames }) {
  const word = TARGET_WORDS[event.targetType] ?? event.targetType;
  const name = names[referenceKey(event.targetType, event.targetId)];
  const href = name?.href ?? (event.targetType === "memory" ? referenceHref("memory", event.targetId) : null);
  const label = name ? (
    <span className="[overflow-wrap:anywhere]">“{name.label}”</span>
  ) : (
    <span className="font-mono text-xs">{event.targetId.slice(0, 10)}</span>
  );
  return (
    <span data-testid="audit-target">
      {word}{" "}
      {href ? (
        <Link className="text-indigo-800 hover:underline" href={href}>
          {label}
        </Link>
      ) : (
        label
      )}
    </span>
  );
}

export function AuditLogTable({ events, names }: { events: AuditEventRow[]; names: ReferenceNames }) {
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
          const change = summarizeAuditChange(event.before, event.after, names);
          return (
            <tr key={event.id}>
              <Td className="whitespace-nowrap">
                <time dateTime={event.createdAt.toISOString()}>{formatTimestamp(event.createdAt)}</time>
              </Td>
              <Td>{event.actor ? (event.actor.name ?? event.actor.email) : "system"}</Td>
              <Td className="font-mono text-xs">{event.action}</Td>
              <Td className="min-w-40 max-w-xs">
                <Target event={event} names={names} />
              </Td>
              <Td className="min-w-64 max-w-md">
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
                <AuditPayload eventId={event.id} before={event.before} after={event.after} />
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

import Link from "next/link";
import { AuditPayload } from "@/components/audit/audit-payload";
import { Table, Td, Th } from "@/components/ui/table";
import { referenceHref, referenceKey, type ReferenceNames } from "@/lib/audit/audit-references";
import { summarizeAuditChange } from "@/lib/audit/summarize-audit-change";
import type { AuditEventRow } from "@/lib/dal/audit/list-audit-events";
import { formatTimestamp } from "@/lib/format/format-timestamp";
import { cn } from "@/lib/utils/cn";

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

// Below 768 px each event is a compact card (time and actor on one line, then the action, the
// target and the change, each full width) instead of five columns squeezed into the phone's width.
const cell = "max-md:p-0";
const fullWidth = "max-md:min-w-0 max-md:max-w-none max-md:basis-full";

export function AuditLogTable({ events, names }: { events: AuditEventRow[]; names: ReferenceNames }) {
  return (
    <Table label="Audit log" stacked>
      <thead role="rowgroup" className="bg-slate-50 max-md:sr-only">
        <tr role="row">
          <Th role="columnheader">Time</Th>
          <Th role="columnheader">Actor</Th>
          <Th role="columnheader">Action</Th>
          <Th role="columnheader">Target</Th>
          <Th role="columnheader">Change</Th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-slate-100 max-md:block">
        {events.map((event) => {
          const change = summarizeAuditChange(event.before, event.after, names);
          const hasPayload = event.before != null || event.after != null;
          return (
            <tr
              key={event.id}
              role="row"
              className="max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-1.5 max-md:gap-y-1 max-md:px-3 max-md:py-2.5"
            >
              <Td role="cell" className={cn(cell, "whitespace-nowrap max-md:text-xs max-md:text-slate-600")}>
                <time dateTime={event.createdAt.toISOString()}>{formatTimestamp(event.createdAt)}</time>
              </Td>
              <Td role="cell" className={cn(cell, "md:whitespace-nowrap max-md:min-w-0 max-md:text-xs max-md:font-medium max-md:text-slate-700")}>
                <span aria-hidden="true" className="mr-1.5 font-normal text-slate-400 md:hidden">
                  ·
                </span>
                {event.actor ? (event.actor.name ?? event.actor.email) : "system"}
              </Td>
              <Td role="cell" className={cn(cell, fullWidth, "font-mono text-xs")}>
                {event.action}
              </Td>
              <Td role="cell" className={cn(cell, fullWidth, "min-w-40 max-w-xs")}>
                <Target event={event} names={names} />
              </Td>
              <Td role="cell" className={cn(cell, fullWidth, "min-w-64 max-w-md", change.length === 0 && !hasPayload && "max-md:hidden")}>
                {change.length === 0 ? (
                  <span className={cn("text-slate-500", hasPayload && "max-md:hidden")}>—</span>
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

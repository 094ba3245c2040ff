import { formatAuditPayload } from "@/lib/audit/format-audit-payload";

// An audit event's full before/after, folded away under its summary: pretty-printed JSON as text
// (React escapes it), wrapped, in a box of bounded height that scrolls and can be reached by
// keyboard.
export function AuditPayload({ eventId, before, after }: { eventId: string; before: unknown; after: unknown }) {
  if (before == null && after == null) return null;
  const id = `audit-payload-${eventId}`;
  return (
    <details className="mt-1 text-xs" data-testid="audit-payload">
      <summary className="cursor-pointer rounded font-medium text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        Payload
      </summary>
      <div className="mt-1 space-y-2">
        {(
          [
            ["Before", before],
            ["After", after],
          ] as const
        ).map(([label, value]) =>
          value == null ? null : (
            <figure key={label}>
              <figcaption id={`${id}-${label}`} className="font-semibold text-slate-700">
                {label}
              </figcaption>
              <pre
                tabIndex={0}
                aria-labelledby={`${id}-${label}`}
                className="max-h-60 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 font-mono text-[11px] leading-snug text-slate-900 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {formatAuditPayload(value)}
              </pre>
            </figure>
          ),
        )}
      </div>
    </details>
  );
}

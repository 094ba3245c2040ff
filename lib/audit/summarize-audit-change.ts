import { PAYLOAD_REFERENCE_KEYS, referenceKey, type ReferenceNames } from "@/lib/audit/audit-references";

const MAX_TEXT = 60;
const MAX_LINES = 4;

function show(value: unknown): string {
  if (value === undefined) return "—";
  if (value === null) return "none";
  if (typeof value === "string") return value.length > MAX_TEXT ? `“${value.slice(0, MAX_TEXT - 1)}…”` : `“${value}”`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "none" : `${value.length} item${value.length === 1 ? "" : "s"}`;
  return "{…}";
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

// An audit event's before/after as short lines a reader can scan: only the fields that differ,
// "field: before → after", strings shortened. A field holding a record's id (`userId`,
// `memoryId`) is shown by that record's name when `names` has it ("user: “Ana Lima”"). The full
// JSON is in the row's expandable payload.
export function summarizeAuditChange(before: unknown, after: unknown, names: ReferenceNames = {}): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const value = (key: string, raw: unknown) => {
    const reference = PAYLOAD_REFERENCE_KEYS[key];
    const name = reference && typeof raw === "string" ? names[referenceKey(reference.kind, raw)] : undefined;
    return name ? show(name.label) : show(raw);
  };
  const lines = keys.flatMap((key) => {
    if (JSON.stringify(b[key]) === JSON.stringify(a[key])) return [];
    const label = PAYLOAD_REFERENCE_KEYS[key]?.label ?? key;
    if (!(key in b)) return [`${label}: ${value(key, a[key])}`];
    if (!(key in a)) return [`${label}: ${value(key, b[key])} → —`];
    return [`${label}: ${value(key, b[key])} → ${value(key, a[key])}`];
  });
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `and ${lines.length - MAX_LINES} more`] : lines;
}

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
// "field: before → after", strings shortened. The full JSON stays in the table row's title.
export function summarizeAuditChange(before: unknown, after: unknown): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const lines = keys.flatMap((key) => {
    if (JSON.stringify(b[key]) === JSON.stringify(a[key])) return [];
    if (!(key in b)) return [`${key}: ${show(a[key])}`];
    if (!(key in a)) return [`${key}: ${show(b[key])} → —`];
    return [`${key}: ${show(b[key])} → ${show(a[key])}`];
  });
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `and ${lines.length - MAX_LINES} more`] : lines;
}

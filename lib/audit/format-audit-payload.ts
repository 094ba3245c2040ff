const MAX_CHARS = 20_000;

// An audit payload as indented JSON for reading. A very large payload (a 20,000-character body
// twice) is cut with a note saying how much was left out, so one row cannot swamp the page.
export function formatAuditPayload(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? String(value);
  if (text.length <= MAX_CHARS) return text;
  return `${text.slice(0, MAX_CHARS)}\n… ${(text.length - MAX_CHARS).toLocaleString("en-US")} more characters not shown`;
}

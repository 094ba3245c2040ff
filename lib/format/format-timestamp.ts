// One unambiguous way to show a moment in tables and histories: UTC, to the minute, the same on
// the server and in the browser so hydration never disagrees.
export function formatTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

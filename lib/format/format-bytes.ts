// A size as a person reads it: bytes below 1 KB, then KB and MB (1 KB = 1,024 bytes), with one
// decimal only while the number is small enough for it to matter. Never rounds a small file up to
// "1 KB".
const UNITS = ["KB", "MB", "GB", "TB"] as const;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Move up once the rounded figure would read 1024 or more.
  while (unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit++;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, "") : Math.round(value).toLocaleString("en-US");
  return `${shown} ${UNITS[unit]}`;
}

// Synthetic time is counted in minutes from 2022-01-01 (UTC) and printed the way LongMemEval
// prints its dates: "2023/05/20 (Sat) 10:51".
const EPOCH = Date.UTC(2022, 0, 1);
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const pad = (value: number) => String(value).padStart(2, "0");

export const MINUTES_PER_DAY = 1440;

export function formatHaystackDate(minutes: number): string {
  const date = new Date(EPOCH + minutes * 60_000);
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} (${WEEKDAYS[date.getUTCDay()]}) ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

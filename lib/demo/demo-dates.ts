// Demo time is counted in whole days from 2023-01-01 (UTC) plus minutes, and printed the way
// LongMemEval prints haystack dates: "2023/05/20 (Sat) 02:21".
import type { DayTime } from "./demo-question-spec";

const EPOCH = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

function toDate(time: DayTime): Date {
  return new Date(EPOCH + time.day * DAY_MS + time.minute * 60_000);
}

const pad = (value: number) => String(value).padStart(2, "0");

export function formatDemoDate(time: DayTime): string {
  const date = toDate(time);
  const day = `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
  return `${day} (${WEEKDAYS[date.getUTCDay()]}) ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export function formatDemoDay(day: number): string {
  return formatDemoDate({ day, minute: 0 }).slice(0, 10);
}

export function toIso(time: DayTime): string {
  return toDate(time).toISOString();
}

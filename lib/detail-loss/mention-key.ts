import type { Mention } from "./mentions";

const round = (x: number) => Math.round(x * 1000) / 1000;

/** A string that is equal for two mentions stating the same fact; used to merge repeats in a turn. */
export function mentionKey(m: Mention): string {
  switch (m.kind) {
    case "number":
      return `n:${round(m.value)}`;
    case "quantity":
      return `q:${m.dimension}:${round(m.base)}`;
    case "duration":
      return `d:${Math.round(m.seconds)}`;
    case "time":
      return `t:${m.meridiem ? m.minutes : m.minutes % 720}`;
    case "date":
      return `date:${m.year ?? ""}:${m.month ?? ""}:${m.day ?? ""}:${m.weekday ?? ""}:${m.offsetDays === undefined ? "" : round(m.offsetDays)}:${m.season ?? ""}`;
  }
}

import { mentionValues, type DateMention, type Mention } from "./mentions";

const close = (a: number, b: number, relative: number) => Math.abs(a - b) <= relative * Math.max(Math.abs(a), Math.abs(b)) + 1e-9;

function sameDate(source: DateMention, other: Mention): boolean {
  if (other.kind === "number") return source.year !== undefined && source.month === undefined && other.value === source.year;
  if (other.kind !== "date") return false;
  if (source.offsetDays !== undefined && (other.offsetDays === undefined || !close(source.offsetDays, other.offsetDays, 0.05))) return false;
  return (["year", "month", "day", "weekday", "season"] as const).every((f) => source[f] === undefined || source[f] === other[f]);
}

/**
 * Whether `other` (from a fact sheet) states the same fact as `source` (from a turn), allowing
 * for paraphrase: any unit of the same dimension (2% tolerance, so 5 km = 3.1 miles), durations
 * in any unit (1%), clock times without am/pm, dates with more fields than the source gave.
 * A quantity restated without its unit ("16" for "16GB") still counts; a number is found
 * wherever its value is stated.
 */
export function mentionMatches(source: Mention, other: Mention): boolean {
  switch (source.kind) {
    case "number":
      return mentionValues(other).some((v) => close(v, source.value, 1e-9));
    case "quantity":
      if (other.kind === "quantity") return other.dimension === source.dimension && close(other.base, source.base, 0.02);
      return other.kind === "number" && close(other.value, source.value, 1e-9);
    case "duration":
      return other.kind === "duration" && close(other.seconds, source.seconds, 0.01);
    case "time":
      if (other.kind !== "time") return false;
      return source.meridiem && other.meridiem ? source.minutes === other.minutes : source.minutes % 720 === other.minutes % 720;
    case "date":
      return sameDate(source, other);
  }
}

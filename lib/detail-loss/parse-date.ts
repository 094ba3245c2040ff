import type { DateMention } from "./mentions";
import type { Token } from "./tokenize";
import { unitOf } from "./units";

const MONTHS = new Map<string, number>(
  Object.entries({
    january: 1,
    february: 2,
    march: 3,
    april: 4,
    may: 5,
    june: 6,
    july: 7,
    august: 8,
    september: 9,
    october: 10,
    november: 11,
    december: 12,
    jan: 1,
    feb: 2,
    mar: 3,
    apr: 4,
    jun: 6,
    jul: 7,
    aug: 8,
    sep: 9,
    sept: 9,
    oct: 10,
    nov: 11,
    dec: 12,
  }),
);
const WEEKDAYS = new Map<string, number>(
  Object.entries({
    sunday: 0,
    monday: 1,
    tuesday: 2,
    wednesday: 3,
    thursday: 4,
    friday: 5,
    saturday: 6,
    sundays: 0,
    mondays: 1,
    tuesdays: 2,
    wednesdays: 3,
    thursdays: 4,
    fridays: 5,
    saturdays: 6,
    mon: 1,
    tue: 2,
    tues: 2,
    wed: 3,
    thu: 4,
    thur: 4,
    thurs: 4,
    fri: 5,
    sat: 6,
    sun: 0,
  }),
);
const SEASONS = new Set(["spring", "summer", "autumn", "fall", "winter"]);
const RELATIVE = new Set(["last", "this", "next", "past", "previous", "coming"]);
// "May" and "March" are also a verb; they count as months only next to a day, a year or one of these.
const MONTH_CONTEXT = new Set([
  "in",
  "on",
  "of",
  "since",
  "until",
  "by",
  "early",
  "late",
  "mid",
  "last",
  "next",
  "this",
  "during",
  "through",
  "from",
  "before",
  "after",
]);
const RELATIVE_UNIT_DAYS = new Map<string, number>(Object.entries({ week: 7, weekend: 7, month: 30.44, year: 365.25, night: 1 }));

type Fields = Omit<DateMention, "kind" | "tokenStart" | "tokenEnd" | "start" | "end">;

const make = (tokens: Token[], i: number, end: number, fields: Fields): DateMention => ({
  kind: "date",
  ...fields,
  tokenStart: i,
  tokenEnd: end,
  start: tokens[i]!.start,
  end: tokens[end - 1]!.end,
});

const dayAt = (t: Token | undefined): number | null =>
  t !== undefined && t.type === "number" && /^\d{1,2}$/.test(t.lower) && Number(t.lower) >= 1 && Number(t.lower) <= 31 ? Number(t.lower) : null;
const yearAt = (t: Token | undefined): number | null =>
  t !== undefined && t.type === "number" && /^(19|20)\d\d$/.test(t.lower) && !t.ordinal ? Number(t.lower) : null;

function monthAt(tokens: Token[], i: number): number | null {
  const t = tokens[i];
  if (t === undefined || t.type !== "word" || !t.capitalized) return null;
  const month = MONTHS.get(t.lower.replace(/\.$/, ""));
  if (month === undefined) return null;
  if (t.lower !== "may" && t.lower !== "march" && t.lower.length > 3) return month;
  const before = tokens[i - 1]?.lower ?? "";
  const after = tokens[i + 1];
  return MONTH_CONTEXT.has(before) || dayAt(after) !== null || yearAt(after) !== null ? month : null;
}

// Days joined to a month: "17th and 18th of April", "April 17-18", "April 17th and 18th".
function dayList(tokens: Token[], i: number): { days: number[]; end: number } {
  const days: number[] = [];
  let j = i;
  for (;;) {
    const day = dayAt(tokens[j]);
    if (day === null) break;
    days.push(day);
    j++;
    const joiner = tokens[j]?.lower;
    if ((joiner === "and" || joiner === "-" || joiner === "–" || joiner === "&" || joiner === "to") && dayAt(tokens[j + 1]) !== null) j++;
    else break;
  }
  return { days, end: j };
}

function numericDate(tokens: Token[], i: number): DateMention[] | null {
  const a = tokens[i];
  const s1 = tokens[i + 1];
  const b = tokens[i + 2];
  if (a?.type !== "number" || b?.type !== "number" || (s1?.text !== "/" && s1?.text !== "-") || s1.start !== a.end || b.start !== s1.end) return null;
  const s2 = tokens[i + 3];
  const c = tokens[i + 4];
  const hasThird = c?.type === "number" && s2?.text === s1.text && s2.start === b.end && c.start === s2.end;
  if (/^\d{4}$/.test(a.lower) && hasThird) return [make(tokens, i, i + 5, { year: Number(a.lower), month: Number(b.lower), day: Number(c!.lower) })];
  if (s1.text !== "/" || !/^\d{1,2}$/.test(a.lower) || !/^\d{1,2}$/.test(b.lower)) return null;
  const month = Number(a.lower);
  const day = Number(b.lower);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // "1/4 cup" is a fraction.
  const after = tokens[i + 3];
  if (after?.type === "word" && unitOf(after.lower) !== null) return null;
  if (hasThird && /^\d{2}(\d{2})?$/.test(c!.lower)) {
    const y = Number(c!.lower);
    return [make(tokens, i, i + 5, { month, day, year: y < 100 ? 2000 + y : y })];
  }
  return [make(tokens, i, i + 3, { month, day })];
}

/**
 * Date mentions starting at token i: "May 3rd", "3rd of May", "April 17-18", "7/10", "2023/05/20",
 * "2018", "last Tuesday", "Saturdays", "last weekend", "last summer", "yesterday", "last week".
 * "Today" and "tonight" are not dates here: they are the turn's own date, which a fact sheet
 * carries as the session date rather than restating. Returns null when no date starts at i.
 */
export function parseDatesAt(tokens: Token[], i: number): DateMention[] | null {
  const t = tokens[i];
  if (t === undefined || t.listMarker) return null;
  const numeric = numericDate(tokens, i);
  if (numeric !== null) return numeric;

  const month = monthAt(tokens, i);
  if (month !== null) {
    const { days, end } = dayList(tokens, i + 1);
    let stop = end;
    if (tokens[stop]?.text === ",") stop++;
    const year = yearAt(tokens[stop]);
    const last = year !== null ? stop + 1 : end;
    if (days.length === 0) return [make(tokens, i, last, year !== null ? { month, year } : { month })];
    return days.map((day) => make(tokens, i, last, year !== null ? { month, day, year } : { month, day }));
  }

  if (dayAt(t) !== null && (t.ordinal || tokens[i - 1]?.lower === "the")) {
    const { days, end } = dayList(tokens, i);
    const of = tokens[end]?.lower === "of" ? end + 1 : end;
    const m = monthAt(tokens, of) ?? (tokens[of]?.capitalized ? (MONTHS.get(tokens[of]!.lower) ?? null) : null);
    if (m !== null) {
      const year = yearAt(tokens[of + 1]);
      const last = year !== null ? of + 2 : of + 1;
      return days.map((day) => make(tokens, i, last, year !== null ? { month: m, day, year } : { month: m, day }));
    }
  }

  const year = yearAt(t);
  if (year !== null && tokens[i - 1]?.text !== "$") return [make(tokens, i, i + 1, { year })];

  if (t.type !== "word") return null;
  const relative = RELATIVE.has(t.lower) ? t.lower : null;
  const head = relative !== null ? tokens[i + 1] : t;
  const headEnd = relative !== null ? i + 2 : i + 1;
  if (head === undefined || head.type !== "word") return null;
  const weekday = WEEKDAYS.get(head.lower);
  if (weekday !== undefined && (head.capitalized || head.lower.length > 3)) return [make(tokens, i, headEnd, { weekday })];
  if (relative === null) {
    if (t.lower === "yesterday") return [make(tokens, i, i + 1, { offsetDays: -1 })];
    if (t.lower === "tomorrow") return [make(tokens, i, i + 1, { offsetDays: 1 })];
    return null;
  }
  if (head.lower === "weekend") return [make(tokens, i, headEnd, { weekday: 7 })];
  if (SEASONS.has(head.lower)) return [make(tokens, i, headEnd, { season: head.lower === "autumn" ? "fall" : head.lower })];
  const unitDays = RELATIVE_UNIT_DAYS.get(head.lower);
  if (unitDays !== undefined && relative !== "this") {
    const sign = relative === "next" || relative === "coming" ? 1 : -1;
    return [make(tokens, i, headEnd, { offsetDays: sign * unitDays })];
  }
  return null;
}

import type { DateMention, DurationMention, Mention, QuantityMention } from "./mentions";
import { parseNumberAt } from "./parse-number";
import type { Token } from "./tokenize";
import { CURRENCY_SYMBOLS, timeUnitOf, unitOf, type Unit } from "./units";

const RATE_WORDS = new Set(["per", "every", "each", "once", "twice", "times"]);
// Only these make sense after "a": "a tablespoon", "a mile"; not "a degree" or "a point".
const ARTICLE_DIMENSIONS = new Set(["length", "mass", "volume", "data"]);
const RANGE_JOINERS = new Set(["-", "–", "to", "or"]);
const CURRENCY_SCALE = new Map<string, number>([
  ["k", 1e3],
  ["m", 1e6],
  ["mm", 1e6],
  ["bn", 1e9],
]);

const lowerAt = (tokens: Token[], i: number): string => tokens[i]?.lower ?? "";
const span = (tokens: Token[], i: number, end: number) => ({ tokenStart: i, tokenEnd: end, start: tokens[i]!.start, end: tokens[end - 1]!.end });

function quantity(tokens: Token[], i: number, end: number, value: number, unit: Unit): QuantityMention {
  return { kind: "quantity", value, unit: unit.unit, dimension: unit.dimension, base: value * unit.factor, ...span(tokens, i, end) };
}

// After a duration: "and a half", "and 4 months" (a smaller unit), then "ago" turns it into a date.
function finishDuration(tokens: Token[], i: number, end: number, value: number, unit: { unit: string; seconds: number }): DurationMention | DateMention {
  let seconds = value * unit.seconds;
  let stop = end;
  if (lowerAt(tokens, stop) === "and" && lowerAt(tokens, stop + 1) === "a" && lowerAt(tokens, stop + 2) === "half") {
    seconds += unit.seconds / 2;
    value += 0.5;
    stop += 3;
  } else if (lowerAt(tokens, stop) === "and") {
    const n = parseNumberAt(tokens, stop + 1);
    const smaller = n !== null ? timeUnitOf(lowerAt(tokens, n.end)) : null;
    if (n !== null && smaller !== null && smaller.seconds < unit.seconds) {
      seconds += n.value * smaller.seconds;
      stop = n.end + 1;
    }
  }
  if (lowerAt(tokens, stop) === "ago") return { kind: "date", offsetDays: -seconds / 86_400, ...span(tokens, i, stop + 1) };
  return { kind: "duration", value, unit: unit.unit, seconds, ...span(tokens, i, stop) };
}

// "a year", "an hour and a half", "half an hour", "a quarter of an hour", "a tablespoon".
function articleAmount(tokens: Token[], i: number, previousMentionEnd: number): Mention | null {
  const w = lowerAt(tokens, i);
  let value = 1;
  let j = i + 1;
  if (w === "half" && (lowerAt(tokens, j) === "an" || lowerAt(tokens, j) === "a")) {
    value = 0.5;
    j++;
  } else if ((w === "a" || w === "quarter") && lowerAt(tokens, w === "a" ? j : i) === "quarter") {
    j = w === "a" ? j + 1 : j;
    if (lowerAt(tokens, j) === "of" && (lowerAt(tokens, j + 1) === "an" || lowerAt(tokens, j + 1) === "a")) j += 2;
    value = 0.25;
  } else if (w !== "a" && w !== "an") return null;
  // "2 hours a day", "three times a week" are rates, not amounts.
  if (value === 1 && (previousMentionEnd === i || RATE_WORDS.has(lowerAt(tokens, i - 1)))) return null;
  const time = timeUnitOf(lowerAt(tokens, j));
  if (time !== null) return finishDuration(tokens, i, j + 1, value, time);
  const unit = unitOf(lowerAt(tokens, j));
  if (unit !== null && value === 1 && tokens[j]!.lower.length > 2 && ARTICLE_DIMENSIONS.has(unit.dimension)) return quantity(tokens, i, j + 1, 1, unit);
  return null;
}

/**
 * Amounts starting at token i: money ("$40", "$400k", "40 dollars"), quantities with units
 * ("5 km", "16GB", "10%", "20 dozen"), durations ("six weeks", "2-day", "2 years and 4 months",
 * "an hour and a half") and "N units ago" dates. The first number of a range takes the unit of
 * the second ("6-7 hours", "$500-1000"). Returns null when no amount starts at i.
 */
export function parseAmountAt(tokens: Token[], i: number, previousMentionEnd: number): Mention[] | null {
  const t = tokens[i];
  if (t === undefined) return null;
  const currency = CURRENCY_SYMBOLS.get(t.text);
  if (currency !== undefined) {
    const n = parseNumberAt(tokens, i + 1);
    if (n === null) return null;
    const scale = CURRENCY_SCALE.get(lowerAt(tokens, n.end));
    const end = scale !== undefined ? n.end + 1 : n.end;
    return [quantity(tokens, i, end, n.value * (scale ?? 1), currency)];
  }
  if (t.type === "word" && !/^\d/.test(t.lower)) {
    const article = articleAmount(tokens, i, previousMentionEnd);
    if (article !== null) return [article];
  }
  const n = parseNumberAt(tokens, i);
  if (n === null) return null;
  let j = n.end;
  let value = n.value;
  if (lowerAt(tokens, j) === "and" && lowerAt(tokens, j + 1) === "a" && lowerAt(tokens, j + 2) === "half" && timeUnitOf(lowerAt(tokens, j + 3))) {
    value += 0.5;
    j += 3;
  }
  if (tokens[j]?.text === "-" && tokens[j + 1]?.type === "word") j++;
  const time = timeUnitOf(lowerAt(tokens, j));
  if (time !== null && tokens[j]?.type === "word") return [finishDuration(tokens, i, j + 1, value, time)];
  const unitToken = tokens[j];
  const unit = unitToken !== undefined && (unitToken.type === "word" || unitToken.text === "%") ? unitOf(unitToken.lower) : null;
  if (unit !== null) return [quantity(tokens, i, j + 1, value, unit)];
  if (lowerAt(tokens, j) === "per" && lowerAt(tokens, j + 1) === "cent") return [quantity(tokens, i, j + 2, value, unitOf("percent")!)];
  if (RANGE_JOINERS.has(lowerAt(tokens, n.end))) {
    const next = parseAmountAt(tokens, n.end + 1, -1);
    const first = next?.[0];
    if (first !== undefined && "value" in first && first.value === 0) return null;
    if (first?.kind === "quantity") return [{ ...first, value, base: (first.base / first.value) * value, ...span(tokens, i, n.end) }];
    if (first?.kind === "duration") return [{ ...first, value, seconds: (first.seconds / first.value) * value, ...span(tokens, i, n.end) }];
  }
  return null;
}

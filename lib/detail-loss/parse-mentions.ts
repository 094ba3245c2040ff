import type { Mention } from "./mentions";
import { parseAmountAt } from "./parse-amount";
import { parseDatesAt } from "./parse-date";
import { parseNumberAt } from "./parse-number";
import { parseTimeAt } from "./parse-time";
import type { Token } from "./tokenize";

// Words that can open a time, date or amount. Every other word is skipped without trying the
// parsers, which keeps long sessions fast.
const OPENERS = new Set(
  `a an half quarter twice thrice noon midday midnight yesterday tomorrow last this next past previous coming
  zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
  second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth
  fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth hundredth
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  sunday monday tuesday wednesday thursday friday saturday sundays mondays tuesdays wednesdays
  thursdays fridays saturdays mon tue tues wed thu thur thurs fri sat sun`.split(/\s+/),
);
const CURRENCY = new Set(["$", "€", "£"]);

const mayOpen = (t: Token) => t.type === "number" || (t.type === "word" && OPENERS.has(t.lower)) || (t.type === "symbol" && CURRENCY.has(t.text));

function bareNumber(tokens: Token[], i: number): Mention[] | null {
  const n = parseNumberAt(tokens, i);
  if (n === null) return null;
  return [{ kind: "number", value: n.value, ordinal: n.ordinal, tokenStart: i, tokenEnd: n.end, start: tokens[i]!.start, end: tokens[n.end - 1]!.end }];
}

/**
 * Every number-like fact in a token stream, left to right and non-overlapping: clock times,
 * dates, amounts (money, quantities, durations) and bare numbers, tried in that order at each
 * token so "6:30 pm" is a time, "3rd of June" a date and "six weeks" a duration.
 */
export function parseMentions(tokens: Token[]): Mention[] {
  const mentions: Mention[] = [];
  let lastEnd = -1;
  let i = 0;
  while (i < tokens.length) {
    if (!mayOpen(tokens[i]!)) {
      i++;
      continue;
    }
    const time = parseTimeAt(tokens, i);
    const found = time !== null ? [time] : (parseDatesAt(tokens, i) ?? parseAmountAt(tokens, i, lastEnd) ?? bareNumber(tokens, i));
    if (found === null || found.length === 0) {
      i++;
      continue;
    }
    mentions.push(...found);
    const end = Math.max(...found.map((m) => m.tokenEnd));
    lastEnd = end;
    i = Math.max(end, i + 1);
  }
  return mentions;
}

// Maps, not object literals: a lookup of an arbitrary word ("constructor") must not hit the prototype.
const entries = (o: Record<string, number>): ReadonlyMap<string, number> => new Map(Object.entries(o));

// English number words. A sheet writes "twelve" where the conversation said "12", "a dozen" where
// it said "12", "seventh" where it said "7th"; all of them must compare equal.

export const UNIT_WORDS: ReadonlyMap<string, number> = entries({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
});

export const TENS_WORDS: ReadonlyMap<string, number> = entries({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

export const SCALE_WORDS: ReadonlyMap<string, number> = entries({ hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 });

// "first" is left out on purpose: "at first", "the first step" are almost never a detail.
export const ORDINAL_WORDS: ReadonlyMap<string, number> = entries({
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  hundredth: 100,
});

// Words that stand for a count on their own.
// "a couple" and "a few" are vague on purpose and are not counts.
export const COUNT_WORDS: ReadonlyMap<string, number> = entries({ twice: 2, thrice: 3 });

/** Value of a single number word ("twelve" -> 12), or null. Compounds are parsed in parse-number. */
export function singleNumberWord(lower: string): number | null {
  return UNIT_WORDS.get(lower) ?? TENS_WORDS.get(lower) ?? null;
}

import { COUNT_WORDS, ORDINAL_WORDS, SCALE_WORDS, TENS_WORDS, UNIT_WORDS } from "./number-words";
import { isStopword } from "./stopwords";
import type { Token } from "./tokenize";

export type ParsedNumber = { value: number; end: number; ordinal: boolean };

const DETERMINERS = new Set(["the", "my", "his", "her", "their", "our", "its", "your"]);

const word = (tokens: Token[], i: number): string | null => {
  const t = tokens[i];
  return t !== undefined && t.type === "word" ? t.lower : null;
};

const isUnit = (w: string | null): w is string => w !== null && UNIT_WORDS.has(w);
const isTens = (w: string | null): w is string => w !== null && TENS_WORDS.has(w);
const isScale = (w: string | null): w is string => w !== null && SCALE_WORDS.has(w);

// "twenty-five", "two hundred and twenty", "a thousand": a run of number words. A unit word may
// only be followed by a scale word, so "two and three" or "one two" never merge into one number.
function parseWordRun(tokens: Token[], i: number): ParsedNumber | null {
  let total = 0;
  let current = 0;
  let j = i;
  let last: "none" | "unit" | "tens" | "scale" = "none";
  if (word(tokens, j) === "a" && isScale(word(tokens, j + 1))) {
    current = 1;
    last = "unit";
    j++;
  }
  for (;;) {
    let w = word(tokens, j);
    if (last === "scale" && w === "and" && (isUnit(word(tokens, j + 1)) || isTens(word(tokens, j + 1)))) {
      j++;
      w = word(tokens, j);
    }
    if (isScale(w) && last !== "none") {
      const scale = SCALE_WORDS.get(w)!;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      last = "scale";
    } else if (isTens(w) && (last === "none" || last === "scale")) {
      current += TENS_WORDS.get(w)!;
      last = "tens";
      if (tokens[j + 1]?.text === "-" && isUnit(word(tokens, j + 2))) {
        current += UNIT_WORDS.get(word(tokens, j + 2)!)!;
        last = "unit";
        j += 2;
      }
    } else if (isUnit(w) && (last === "none" || last === "scale" || last === "tens")) {
      current += UNIT_WORDS.get(w)!;
      last = "unit";
    } else break;
    j++;
  }
  if (last === "none") return null;
  return { value: total + current, end: j, ordinal: false };
}

/**
 * The number starting at token i: digits ("1,300", "3.8", "7th"), number words ("twelve",
 * "a hundred", "twenty-five"), "a dozen"/"half a dozen", "twice", or an ordinal word after a
 * determiner ("my seventh"). A scale word after digits multiplies ("1.5 million").
 * A lone "one" counts only before a content word: "one of them" and "the one I bought" are not counts.
 */
export function parseNumberAt(tokens: Token[], i: number): ParsedNumber | null {
  const t = tokens[i];
  if (t === undefined || t.listMarker) return null;
  if (t.type === "number") {
    let value = Number(t.norm);
    let end = i + 1;
    const scale = word(tokens, end);
    const factor = scale === null ? undefined : SCALE_WORDS.get(scale);
    if (factor !== undefined && !t.ordinal) {
      value *= factor;
      end++;
    }
    return { value, end, ordinal: t.ordinal };
  }
  if (t.type !== "word") return null;
  const w = t.lower;
  if (w === "a" && word(tokens, i + 1) === "dozen") return { value: 12, end: i + 2, ordinal: false };
  if (w === "half" && word(tokens, i + 1) === "a" && word(tokens, i + 2) === "dozen") return { value: 6, end: i + 3, ordinal: false };
  const count = COUNT_WORDS.get(w);
  if (count !== undefined) return { value: count, end: i + 1, ordinal: false };
  const ordinal = ORDINAL_WORDS.get(w);
  if (ordinal !== undefined) {
    const before = word(tokens, i - 1);
    return before !== null && DETERMINERS.has(before) ? { value: ordinal, end: i + 1, ordinal: true } : null;
  }
  const run = parseWordRun(tokens, i);
  if (run === null) return null;
  if (w === "one" && run.end === i + 1) {
    const next = tokens[i + 1];
    if (next === undefined || next.type !== "word" || isStopword(next.lower)) return null;
  }
  return run;
}

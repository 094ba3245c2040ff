// The classic Porter (1980) stemmer. Fact sheets paraphrase ("planted" / "planting", "bought" vs
// "buys"), so details are compared on stems; Porter is small, deterministic and good enough for
// English conversational text, which is all LongMemEval holds.

const isConsonantAt = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonantAt(w, i - 1);
  return true;
};

// m in Porter's [C](VC)^m[V]: the number of vowel-consonant sequences.
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonantAt(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonantAt(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonantAt(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string): boolean => {
  for (let i = 0; i < stem.length; i++) if (!isConsonantAt(stem, i)) return true;
  return false;
};

const endsDoubleConsonant = (w: string): boolean => w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonantAt(w, w.length - 1);

// *o: stem ends consonant-vowel-consonant and the last consonant is not w, x or y.
const endsCvc = (w: string): boolean => {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonantAt(w, n - 1) || isConsonantAt(w, n - 2) || !isConsonantAt(w, n - 3)) return false;
  const last = w[n - 1];
  return last !== "w" && last !== "x" && last !== "y";
};

// Replace `suffix` by `replacement` when the remaining stem has measure > minMeasure.
function replaceIf(w: string, rules: [string, string][], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : w;
    }
  }
  return w;
}

function step1ab(w: string): string {
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (w.endsWith("ss")) {
    // unchanged
  } else if (w.endsWith("s")) w = w.slice(0, -1);

  if (w.endsWith("eed")) {
    return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  }
  let stripped: string | null = null;
  if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) stripped = w.slice(0, -2);
  else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) stripped = w.slice(0, -3);
  if (stripped === null) return w;
  if (stripped.endsWith("at") || stripped.endsWith("bl") || stripped.endsWith("iz")) return stripped + "e";
  if (endsDoubleConsonant(stripped) && !/[lsz]$/.test(stripped)) return stripped.slice(0, -1);
  if (measure(stripped) === 1 && endsCvc(stripped)) return stripped + "e";
  return stripped;
}

const step1c = (w: string): string => (w.endsWith("y") && hasVowel(w.slice(0, -1)) ? w.slice(0, -1) + "i" : w);

const STEP2: [string, string][] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"],
];
const STEP3: [string, string][] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
const STEP4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize"];

// Longest matching suffix wins in steps 2-4, so the lists are tried longest first.
const byLength = <T extends string | [string, string]>(list: T[]): T[] =>
  [...list].sort((a, b) => (typeof b === "string" ? b : b[0]).length - (typeof a === "string" ? a : a[0]).length);
const STEP2_SORTED = byLength(STEP2);
const STEP3_SORTED = byLength(STEP3);
const STEP4_SORTED = byLength(STEP4);

function step4(w: string): string {
  for (const suffix of STEP4_SORTED) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (suffix === "ion" && !/[st]$/.test(stem)) return w;
    return measure(stem) > 1 ? stem : w;
  }
  return w;
}

function step5(w: string): string {
  if (w.endsWith("e")) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (w.endsWith("ll") && measure(w) > 1) w = w.slice(0, -1);
  return w;
}

/** Porter stem of a lowercase word; words of one or two letters are returned unchanged. */
export function porterStem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let w = step1ab(word);
  w = step1c(w);
  w = replaceIf(w, STEP2_SORTED, 0);
  w = replaceIf(w, STEP3_SORTED, 0);
  w = step4(w);
  return step5(w);
}

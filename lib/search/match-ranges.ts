import { normalizeText, stem, STOPWORDS } from "@/lib/embeddings/tokenize";
import { usesSearchOperators } from "@/lib/search/full-text-query";
import { isNearSpelling } from "@/lib/search/near-spelling";

// [start, end) offsets into the original text (UTF-16 code units, as String.slice counts).
export type MatchRange = [start: number, end: number];

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

const normalizeWord = (word: string) => normalizeText(word).replace(/’/g, "'");

// The words a query asks for: its content words, with the words it excludes ("-piano") left
// out when it uses web-search syntax.
function queryTerms(query: string): { words: Set<string>; stems: Set<string> } {
  const positive = usesSearchOperators(query) ? query.replace(/(?:^|\s)-\S+/g, " ") : query;
  const words = new Set<string>();
  const stems = new Set<string>();
  for (const match of positive.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (STOPWORDS.has(word) || STOPWORDS.has(word.replace(/'.*$/, ""))) continue;
    words.add(word);
    stems.add(stem(word));
  }
  return { words, stems };
}

export function mergeRanges(ranges: readonly MatchRange[]): MatchRange[] {
  const sorted = [...ranges].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: MatchRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

// Where the query's words occur in a hit's text: the same word in any case or accent, another
// form of it (the same stem: "moved" for "moving"), or a near spelling ("apartment" for the
// query's "apartmnet", which is how the vector ranking found it). Whole words only, so "art"
// does not light up inside "apartment".
export function findMatchRanges(text: string, query: string): MatchRange[] {
  const { words, stems } = queryTerms(query);
  if (words.size === 0) return [];
  const ranges: MatchRange[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (STOPWORDS.has(word)) continue;
    const hit = words.has(word) || stems.has(stem(word)) || [...words].some((w) => isNearSpelling(w, word));
    if (hit) ranges.push([match.index, match.index + match[0].length]);
  }
  return mergeRanges(ranges);
}

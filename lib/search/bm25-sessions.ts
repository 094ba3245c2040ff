import { createBm25Index } from "@/lib/search/bm25";

// The baseline a researcher would write in an afternoon, and the peer Lore's retrievers are
// measured against (scripts/bench/retrieval-quality.ts): Okapi BM25 (k1 1.2, b 0.75) over whole
// sessions, lowercase ASCII-alphanumeric tokens, a short stop list, no stemming.
export const BM25_STOP_WORDS: ReadonlySet<string> = new Set(
  "a an and are as at be but by did do does for from had has have how i in is it my of on or that the this to was what when where which who why with you your".split(
    " ",
  ),
);

export function bm25Tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((t) => !BM25_STOP_WORDS.has(t));
}

export type Bm25Session = { id: string; text: string };

// Every session id of the haystack, best first; sessions sharing no word with the question keep
// their haystack order at the end, as Lore's retrievers rank them.
export function rankSessionsByBm25(input: { sessions: readonly Bm25Session[]; query: string }): string[] {
  const index = createBm25Index(input.sessions.map((s) => bm25Tokens(s.text)));
  const hits = index.search(bm25Tokens(input.query), input.sessions.length);
  const ranked = hits.map((h) => input.sessions[h.index]!.id);
  const placed = new Set(ranked);
  return [...ranked, ...input.sessions.map((s) => s.id).filter((id) => !placed.has(id))];
}

// How a search box's text becomes the full-text query. PostgreSQL's websearch_to_tsquery joins
// plain words with AND, which suits keywords ("porto beagle") but finds nothing for a question
// ("how long did the move to the new apartment take?"): no single message holds every word.
// So plain text is searched as ANY of its words, ranked by BM25 in the search box (rarer words and
// more occurrences rank higher; lib/search/score-search-candidates.ts), and text that uses web-search syntax (quotes, a leading minus, OR) is
// passed through as typed, with its strict meaning. Only an upper-case OR counts as syntax: a
// lower-case "or" in a question ("a car or a bike?") is just a word.
export type FullTextQuery = { text: string; match: "any" | "websearch" };

const OPERATOR = /"|(?:^|\s)-\S|(?:^|\s)OR(?:\s|$)/;
const WORD = /[\p{L}\p{N}]+/gu;

export function usesSearchOperators(query: string): boolean {
  return OPERATOR.test(query);
}

// Only letters and digits survive, joined by websearch's own "or": no character of the user's
// text can act as an operator, and the words still go through the english stemmer and stopword
// list inside websearch_to_tsquery.
export function anyWordQuery(query: string): string {
  const words = (query.match(WORD) ?? []).filter((word) => word.toLowerCase() !== "or");
  return [...new Set(words)].join(" or ");
}

export function toFullTextQuery(query: string): FullTextQuery {
  return usesSearchOperators(query) ? { text: query, match: "websearch" } : { text: anyWordQuery(query), match: "any" };
}

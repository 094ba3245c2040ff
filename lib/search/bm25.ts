// Okapi BM25 over pre-tokenized documents, in memory. The default hybrid retriever scores each
// haystack with it (lib/search/rank-haystack-sessions.ts), the retrieval-quality benchmark's
// baseline is built on it (lib/search/bm25-sessions.ts), and so is the offline embedder
// measurement (scripts/measure-embedder.ts); the search box applies the same formula to the stored
// tsvectors of its candidates (lib/search/score-search-candidates.ts).
export type Bm25Options = { k1: number; b: number };

export type Bm25Index = {
  size: number;
  // Indexes of the best `limit` documents with a positive score, best first.
  search: (queryTerms: readonly string[], limit: number) => { index: number; score: number }[];
};

export function createBm25Index(documents: readonly (readonly string[])[], options: Bm25Options = { k1: 1.2, b: 0.75 }): Bm25Index {
  const { k1, b } = options;
  const postings = new Map<string, { doc: number; tf: number }[]>();
  const lengths = documents.map((terms) => terms.length);
  const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(documents.length, 1) || 1;
  documents.forEach((terms, doc) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc, tf });
    }
  });
  const n = documents.length;
  return {
    size: n,
    search(queryTerms, limit) {
      const scores = new Map<number, number>();
      for (const term of new Set(queryTerms)) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
        for (const { doc, tf } of list) {
          const norm = tf + k1 * (1 - b + (b * lengths[doc]!) / averageLength);
          scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (k1 + 1)) / norm);
        }
      }
      return [...scores.entries()]
        .map(([index, score]) => ({ index, score }))
        .sort((x, y) => y.score - x.score || x.index - y.index)
        .slice(0, limit);
    },
  };
}

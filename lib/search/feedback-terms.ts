// Pseudo-relevance feedback (RM3-style query expansion): the words that the best-ranked sessions
// of a first pass share, weighted by how much of each session they make up and by the session's
// share of the first pass's score. A multi-session question ("How many hours of jogging and yoga
// did I do last week?") finds some of its sessions by its own words; their other words
// ("workout", "run") find the rest. Words of the question, words in a single session only, and
// words in more than half the haystack's sessions are never expansion terms.
export type FeedbackOptions = { feedbackDocs: number; terms: number };
export const FEEDBACK_OPTIONS: FeedbackOptions = { feedbackDocs: 3, terms: 10 };

export function feedbackTerms(input: {
  documents: readonly (readonly string[])[];
  scores: readonly number[];
  queryTerms: readonly string[];
  options?: FeedbackOptions;
}): [term: string, weight: number][] {
  const { documents, scores } = input;
  const { feedbackDocs, terms } = input.options ?? FEEDBACK_OPTIONS;
  const df = new Map<string, number>();
  for (const doc of documents) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const top = scores
    .map((_, i) => i)
    .filter((i) => scores[i]! > 0 && documents[i]!.length > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, feedbackDocs);
  const total = top.reduce((sum, i) => sum + scores[i]!, 0);
  const query = new Set(input.queryTerms);
  const weights = new Map<string, number>();
  for (const i of top) {
    const doc = documents[i]!;
    const counts = new Map<string, number>();
    for (const t of doc) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, c] of counts) {
      const f = df.get(t)!;
      if (query.has(t) || f < 2 || f > 0.5 * documents.length) continue;
      weights.set(t, (weights.get(t) ?? 0) + (scores[i]! / total) * (c / doc.length));
    }
  }
  return [...weights.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, terms);
}

import { HYBRID_WEIGHTS, scaled, spread, type HaystackSignals } from "@/lib/search/rank-haystack-sessions";
import { timeFocusOf, timeFocusScore } from "@/lib/search/question-time";

// The search box's ranking, the same model as the default retriever (rank-haystack-sessions.ts):
// Okapi BM25 (k1 1.2, b 0.75) plus the vector and question-time signals, each scaled to 0..1 by
// its best candidate, added with HYBRID_WEIGHTS. The retriever ranks sessions of a haystack; the
// search box ranks rows (turns, memories, fact sheets), so the signals map as follows:
//  - bestTurn: the row's own BM25 as a document among the candidate rows;
//  - session: BM25 of the row's session as a whole among the candidates' sessions. A session's
//    term frequencies are the sums over its candidate turns (exact: every row holding a kept word
//    is a candidate unless that word hit its per-word cap), its length is its candidate turns'
//    lengths plus the average turn length for each of its other turns (Session.turnCount). A
//    memory or a fact sheet is a session of its own (a fact sheet sums a session up; it is not
//    one of its turns);
//  - vector: the row's own cosine similarity to the query (0 outside the nearest rows);
//  - time: when the query names a time ("10 days ago", "last month", relative to `now`), how
//    close the row's session date is to it;
//  - userTurn: BM25 of the best *user* turn among the row's session's candidate rows (0 for a
//    session none of whose candidate user turns matched a word, and for memories and fact sheets,
//    which have no roles), scaled by the best session;
//  - meaning: the best word-vector similarity of the question to one of the row's session's
//    candidate user turns (the caller gives each user turn's, as the retriever's caller does:
//    lib/embeddings/word-vectors.ts), min-max scaled over the sessions that have one, as the
//    retriever scales it over its haystack's sessions; 0 for the rest.
// So every row of a session shares its session, userTurn, meaning and time signals, and when all
// of a session's turns are candidates its best row gets the retriever's sum for that session
// without feedback. The retriever's seventh signal,
// feedback, is not computed here: it is a second query over whole sessions with the words the
// first pass's best sessions share, and the search box reads rows, not whole sessions (its
// weight is left out of the sum; the search result's signalsUsed says which signals it scored).
// The statistics (document count, document frequency, average length) are those of the candidate
// set, as the retriever uses its haystack's own: one read of one snapshot, nothing stored, so
// concurrent writes cannot make them disagree with the rows.
export const SEARCH_BM25 = { k1: 1.2, b: 0.75 } as const;

export type SearchCandidate = {
  key: string;
  // The session the row belongs to, or null when the row is a document of its own.
  sessionId: string | null;
  sessionTurnCount: number;
  // The row's length (the search box counts its distinct lexemes: see gatherBm25Candidates), and
  // how often each kept query term occurs in it (absent = 0). A row only
  // the vector ranking found has no length (null): it is left out of the BM25 statistics, and
  // its session counts it as a turn of average length.
  length: number | null;
  termFrequencies: Readonly<Record<string, number>>;
  vectorSimilarity: number | null;
  dateText: string | null;
  // The row's role ("user", "assistant") when it is a session turn; null: none.
  role: string | null;
  // For a user turn, its word-vector similarity to the question (bestUserTurnMeaning's cosine);
  // null: none (not a user turn, no known word, or no word vectors).
  meaning: number | null;
};

// The signals the search box computes, in the order its explanation lists them.
export const SEARCH_SIGNALS = ["session", "bestTurn", "vector", "time", "userTurn", "meaning"] as const;

export type SearchSignals = HaystackSignals & { userTurn: number; meaning: number };

export type ScoredSearchCandidate = {
  key: string;
  score: number;
  signals: SearchSignals;
  // Raw BM25 of the row, and of its session as a whole; null when it matched no kept term.
  bm25: number | null;
  sessionBm25: number | null;
};

type Doc = { length: number; tf: Readonly<Record<string, number>> };

function bm25Scores(docs: readonly Doc[], terms: readonly string[]): number[] {
  const { k1, b } = SEARCH_BM25;
  const n = docs.length;
  const averageLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(n, 1) || 1;
  const scores = new Array<number>(n).fill(0);
  for (const term of new Set(terms)) {
    const df = docs.reduce((count, d) => count + ((d.tf[term] ?? 0) > 0 ? 1 : 0), 0);
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    docs.forEach((d, i) => {
      const tf = d.tf[term] ?? 0;
      if (tf > 0) scores[i]! += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * d.length) / averageLength));
    });
  }
  return scores;
}

export function scoreSearchCandidates(input: {
  candidates: readonly SearchCandidate[];
  terms: readonly string[];
  query: string;
  now: string | null;
  weights?: HaystackSignals;
}): ScoredSearchCandidate[] {
  const weights = input.weights ?? HYBRID_WEIGHTS;
  const { candidates, terms } = input;
  const counted = candidates.flatMap((c, i) => (c.length === null ? [] : [{ i, length: c.length, tf: c.termFrequencies }]));
  const rowScores = new Array<number>(candidates.length).fill(0);
  bm25Scores(counted, terms).forEach((score, j) => (rowScores[counted[j]!.i] = score));
  const averageRowLength = counted.reduce((sum, c) => sum + c.length, 0) / Math.max(counted.length, 1);

  const groupOf = (c: SearchCandidate) => (c.sessionId === null ? `row:${c.key}` : `session:${c.sessionId}`);
  // meaning: the best of the group's user turns; null when none of them has one.
  const groups = new Map<string, { length: number; turns: number; turnCount: number; tf: Record<string, number>; userTurn: number; meaning: number | null }>();
  candidates.forEach((c, i) => {
    const key = groupOf(c);
    let group = groups.get(key);
    if (!group)
      groups.set(key, (group = { length: 0, turns: 0, turnCount: c.sessionId === null ? 1 : c.sessionTurnCount, tf: {}, userTurn: 0, meaning: null }));
    if (c.role === "user") {
      group.userTurn = Math.max(group.userTurn, rowScores[i]!);
      if (c.meaning !== null) group.meaning = Math.max(group.meaning ?? 0, c.meaning);
    }
    if (c.length === null) return;
    group.length += c.length;
    group.turns += 1;
    for (const [term, tf] of Object.entries(c.termFrequencies)) group.tf[term] = (group.tf[term] ?? 0) + tf;
  });
  const groupKeys = [...groups.keys()];
  const groupDocs = groupKeys.map((key) => {
    const g = groups.get(key)!;
    return { length: g.length + Math.max(0, g.turnCount - g.turns) * averageRowLength, tf: g.tf };
  });
  const sessionRaw = new Map(bm25Scores(groupDocs, terms).map((score, i) => [groupKeys[i]!, score]));
  const sessionMax = Math.max(0, ...sessionRaw.values());
  const userTurnOf = new Map(scaled(groupKeys.map((key) => groups.get(key)!.userTurn)).map((v, i) => [groupKeys[i]!, v]));
  // Min-max over the sessions with a candidate user turn: the retriever's haystack has no
  // memories, fact sheets or sessions whose user turns it cannot see, so they get 0 without
  // pulling the scale's bottom down.
  const withMeaning = groupKeys.filter((key) => groups.get(key)!.meaning !== null);
  const meaningOf = new Map(spread(withMeaning.map((key) => groups.get(key)!.meaning!)).map((v, i) => [withMeaning[i]!, v]));

  const focus = timeFocusOf(input.query, input.now);
  const bestTurn = scaled(rowScores);
  const vector = scaled(candidates.map((c) => Math.max(0, c.vectorSimilarity ?? 0)));
  return candidates.map((c, i) => {
    const sessionScore = sessionRaw.get(groupOf(c)) ?? 0;
    const signals: SearchSignals = {
      session: sessionMax > 0 ? sessionScore / sessionMax : 0,
      bestTurn: bestTurn[i]!,
      vector: vector[i]!,
      time: focus ? timeFocusScore(focus, c.dateText) : 0,
      userTurn: userTurnOf.get(groupOf(c))!,
      meaning: meaningOf.get(groupOf(c)) ?? 0,
    };
    const score =
      weights.session * signals.session +
      weights.bestTurn * signals.bestTurn +
      weights.vector * signals.vector +
      weights.time * signals.time +
      (weights.userTurn ?? 0) * signals.userTurn +
      (weights.meaning ?? 0) * signals.meaning;
    return { key: c.key, score, signals, bm25: rowScores[i]! > 0 ? rowScores[i]! : null, sessionBm25: sessionScore > 0 ? sessionScore : null };
  });
}

import { contentStems } from "@/lib/embeddings/tokenize";
import { createBm25Index } from "@/lib/search/bm25";
import { timeFocusOf, timeFocusScore } from "@/lib/search/question-time";

// Lore's default ("hybrid") ranking of one question's haystack. Four signals, each scaled to
// 0..1 by its best session in this haystack, are added with fixed weights:
//  - session: Okapi BM25 (k1 1.2, b 0.75) over whole sessions, with the statistics (document
//    frequencies, average length) of this haystack alone, on Lore's stemmed content words;
//  - bestTurn: the session's best turn by BM25 over the haystack's turns (a session whose one
//    message answers the question, buried in a long conversation);
//  - vector: the session's best turn by cosine similarity to the question (the embedder's view);
//  - time: when the question names a time ("10 days ago", "in the past month"), how close the
//    session's date is to it (lib/search/question-time.ts).
// The weights were chosen on the "tune" half of the dev benchmark (scripts/bench/retrieval-quality.ts;
// the measurements are in the README), not on the half it is reported on.
export const HYBRID_WEIGHTS = { session: 1, bestTurn: 0.4, vector: 0.2, time: 1 } as const;

export type HaystackSessionInput = {
  key: string;
  position: number;
  dateText: string | null;
  /** The session's turns' stemmed content words (sessionTurnTerms), one array per turn. */
  turnTerms: readonly (readonly string[])[];
  /** Best-turn cosine similarity to the question, null without vectors. */
  vector: number | null;
};

export type HaystackSignals = { session: number; bestTurn: number; vector: number; time: number };
export type RankedHaystackSession = { key: string; score: number; signals: HaystackSignals };

export function sessionTurnTerms(turns: readonly string[]): string[][] {
  return turns.map((t) => contentStems(t));
}

const scaled = (values: number[]) => {
  const max = Math.max(0, ...values);
  return max > 0 ? values.map((v) => v / max) : values.map(() => 0);
};

export function rankHaystackSessions(input: {
  sessions: readonly HaystackSessionInput[];
  query: string;
  questionDate: string | null;
  weights?: HaystackSignals;
}): RankedHaystackSession[] {
  const weights = input.weights ?? HYBRID_WEIGHTS;
  const { sessions } = input;
  const terms = contentStems(input.query);
  const n = sessions.length;

  const sessionScores = new Array<number>(n).fill(0);
  const sessionIndex = createBm25Index(sessions.map((s) => s.turnTerms.flat()));
  for (const hit of sessionIndex.search(terms, n)) sessionScores[hit.index] = hit.score;

  const owner: number[] = [];
  const turns: (readonly string[])[] = [];
  sessions.forEach((s, i) => s.turnTerms.forEach((t) => (owner.push(i), turns.push(t))));
  const turnScores = new Array<number>(n).fill(0);
  for (const hit of createBm25Index(turns).search(terms, turns.length)) {
    const i = owner[hit.index]!;
    turnScores[i] = Math.max(turnScores[i]!, hit.score);
  }

  const focus = timeFocusOf(input.query, input.questionDate);
  const signals = {
    session: scaled(sessionScores),
    bestTurn: scaled(turnScores),
    vector: scaled(sessions.map((s) => Math.max(0, s.vector ?? 0))),
    time: sessions.map((s) => (focus ? timeFocusScore(focus, s.dateText) : 0)),
  };
  return sessions
    .map((s, i) => {
      const own: HaystackSignals = { session: signals.session[i]!, bestTurn: signals.bestTurn[i]!, vector: signals.vector[i]!, time: signals.time[i]! };
      const score = weights.session * own.session + weights.bestTurn * own.bestTurn + weights.vector * own.vector + weights.time * own.time;
      return { key: s.key, score, signals: own, position: s.position };
    })
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ key, score, signals: own }) => ({ key, score, signals: own }));
}

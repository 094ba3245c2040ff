import { isAbstentionId } from "@/lib/longmemeval/question-types";

// Retrieval metrics as LongMemEval defines them in src/retrieval/eval_utils.py, averaged as
// src/retrieval/run_retrieval.py averages them (abstention questions skipped). Kept formula for
// formula, including the quirks, so numbers here are comparable with published ones.

export type RetrievalItem = { questionId: string; rankedSessionIds: string[]; answerSessionIds: string[] };

export type RetrievalMetrics = {
  n: number;
  recallAny: Record<string, number>;
  recallAll: Record<string, number>;
  ndcgAny: Record<string, number>;
};

export const DEFAULT_KS = [1, 3, 5, 10, 30, 50] as const;

function assertCutoff(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`cutoff k must be a positive integer, got ${k}`);
}

// The official DCG divides position i (0-based) by log2(i + 1) from the second item on, so ranks 1
// and 2 both have weight 1. This is not the textbook log2(i + 2) discount.
export function dcg(relevances: number[], k: number): number {
  const top = relevances.slice(0, k);
  let sum = 0;
  for (let i = 0; i < top.length; i++) sum += i === 0 ? top[0]! : top[i]! / Math.log2(i + 1);
  return sum;
}

export function recallAny(ranked: string[], correct: string[], k: number): number {
  assertCutoff(k);
  const recalled = new Set(ranked.slice(0, k));
  return correct.some((id) => recalled.has(id)) ? 1 : 0;
}

// With no correct items this is 1, as Python's all([]) is: the official code does the same, and
// abstention questions (the ones without evidence) are dropped before averaging anyway.
export function recallAll(ranked: string[], correct: string[], k: number): number {
  assertCutoff(k);
  const recalled = new Set(ranked.slice(0, k));
  return correct.every((id) => recalled.has(id)) ? 1 : 0;
}

// The ideal ordering puts every relevant corpus item first. The official code counts relevant
// items over the whole corpus; `ranked` may be a truncated ranking, so the count is the larger of
// the relevant entries seen in `ranked` (a full turn ranking mapped to sessions repeats a session
// once per evidence turn, and each repeat counts, as in the official code) and the distinct
// correct ids (items the ranking never reached are still relevant).
export function ndcgAny(ranked: string[], correct: string[], k: number): number {
  assertCutoff(k);
  const relevant = new Set(correct);
  const relevances = ranked.map((id) => (relevant.has(id) ? 1 : 0));
  const relevantCount = Math.max(
    relevances.reduce<number>((a, b) => a + b, 0),
    relevant.size,
  );
  const ideal = dcg(new Array<number>(Math.min(relevantCount, k)).fill(1), k);
  return ideal === 0 ? 0 : dcg(relevances, k) / ideal;
}

// Session-level cutoff for a ranking that may name a session more than once (one entry per
// retrieved turn): the official "revise k" loop widens the cutoff until it covers k distinct
// sessions, and if the ranking never does, runs past its end (hence length + 1).
export function effectiveK(ranked: string[], k: number): number {
  assertCutoff(k);
  const seen = new Set<string>();
  for (let i = 0; i < ranked.length; i++) {
    seen.add(ranked[i]!);
    if (seen.size >= k) return i + 1;
  }
  return Math.max(k, ranked.length + 1);
}

// Official strip_turn_id: a turn-level corpus id is `<session id>_<turn number>`. Turns of an
// answer session that carry no evidence were indexed as `noans_...`, so they map to `noans_<id>`,
// not to the answer session: the official metric credits only evidence turns. Only for turn-level
// ids; session-level corpus ids (`sharegpt_x_0`) would lose a real suffix.
export function sessionIdOfCorpusId(corpusId: string): string {
  const cut = corpusId.lastIndexOf("_");
  if (cut <= 0) throw new RangeError(`"${corpusId}" is not a turn-level corpus id (<session id>_<turn>)`);
  return corpusId.slice(0, cut);
}

export function dedupeToSessions(rankedCorpusIds: string[]): string[] {
  return [...new Set(rankedCorpusIds.map(sessionIdOfCorpusId))];
}

// rankedSessionIds may repeat sessions: pass `rankedCorpusIds.map(sessionIdOfCorpusId)` to get the
// official turn-to-session numbers exactly (recall is the same either way; nDCG counts repeats),
// or a session ranking as it is. Keys are the cutoffs as strings; with no scorable question the
// records are empty rather than holding NaN.
export function computeRetrievalMetrics(items: RetrievalItem[], ks: readonly number[] = DEFAULT_KS): RetrievalMetrics {
  const scored = items.filter((item) => !isAbstentionId(item.questionId));
  const result: RetrievalMetrics = { n: scored.length, recallAny: {}, recallAll: {}, ndcgAny: {} };
  if (!scored.length) return result;
  for (const k of ks) {
    let any = 0;
    let all = 0;
    let ndcg = 0;
    for (const { rankedSessionIds: ranked, answerSessionIds: correct } of scored) {
      const cutoff = effectiveK(ranked, k);
      any += recallAny(ranked, correct, cutoff);
      all += recallAll(ranked, correct, cutoff);
      ndcg += ndcgAny(ranked, correct, cutoff);
    }
    result.recallAny[String(k)] = any / scored.length;
    result.recallAll[String(k)] = all / scored.length;
    result.ndcgAny[String(k)] = ndcg / scored.length;
  }
  return result;
}

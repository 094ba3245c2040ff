// Session-level retrieval metrics in LongMemEval's sense: a ranking of turns becomes a ranking
// of the sessions they belong to (each session at its best turn's place), and recall@k asks
// whether the answer sessions are among the first k sessions.
export function sessionsInOrder(turnSessions: readonly string[]): string[] {
  return [...new Set(turnSessions)];
}

export type SessionRecall = { any: number; all: number; fraction: number };

export function sessionRecallAt(ranked: readonly string[], answers: readonly string[], k: number): SessionRecall {
  if (answers.length === 0) throw new RangeError("recall needs at least one answer session");
  const top = new Set(ranked.slice(0, k));
  const found = answers.filter((id) => top.has(id)).length;
  return { any: found > 0 ? 1 : 0, all: found === answers.length ? 1 : 0, fraction: found / answers.length };
}

export function meanRecall(values: readonly SessionRecall[]): SessionRecall {
  const n = Math.max(values.length, 1);
  return {
    any: values.reduce((s, v) => s + v.any, 0) / n,
    all: values.reduce((s, v) => s + v.all, 0) / n,
    fraction: values.reduce((s, v) => s + v.fraction, 0) / n,
  };
}

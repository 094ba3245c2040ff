import { describe, expect, it } from "vitest";
import { contentStems } from "@/lib/embeddings/tokenize";
import { HYBRID_WEIGHTS, rankHaystackSessions, sessionTurnTerms } from "@/lib/search/rank-haystack-sessions";
import { SEARCH_SIGNALS, scoreSearchCandidates, type SearchCandidate } from "@/lib/search/score-search-candidates";

const SESSIONS = [
  {
    id: "s1",
    date: "2023/05/20 (Sat) 10:00",
    vector: 0.31,
    turns: ["We adopted a beagle puppy from the shelter downtown.", "The beagle sleeps all day, like every beagle does."],
  },
  { id: "s2", date: "2023/04/01 (Sat) 09:00", vector: 0.12, turns: ["My sister moved to Lisbon for work.", "She found a flat near the river."] },
  {
    id: "s3",
    date: "2023/05/28 (Sun) 18:30",
    vector: 0.55,
    turns: ["The shelter asked us to foster a second dog for two weeks.", "A long talk about dog food brands, prices, and the shelter's rules."],
  },
  { id: "s4", date: null, vector: null, turns: ["Nothing about pets here, just a recipe for lentil soup."] },
];
const QUERY = "Which shelter did I adopt the beagle from 10 days ago?";
const NOW = "2023/05/30 (Tue) 08:00";

// Turns alternate user, assistant; a user turn's meaning (its word-vector similarity to the
// question, which the caller computes) is made up here, per turn.
const roleOf = (position: number) => (position % 2 === 0 ? "user" : "assistant");
const MEANING: Record<string, number> = { "s1:0": 0.61, "s2:0": 0.18, "s3:0": 0.44, "s4:0": 0.12 };

// The search box's candidates for the sessions above: every turn, with the retriever's own
// tokens, each turn carrying its session's best-turn similarity.
function candidatesOf(sessions: typeof SESSIONS): SearchCandidate[] {
  const terms = new Set(contentStems(QUERY));
  return sessions.flatMap((s) =>
    s.turns.map((turn, position) => {
      const tokens = contentStems(turn);
      const termFrequencies: Record<string, number> = {};
      for (const t of tokens) if (terms.has(t)) termFrequencies[t] = (termFrequencies[t] ?? 0) + 1;
      return {
        key: `${s.id}:${position}`,
        sessionId: s.id,
        sessionTurnCount: s.turns.length,
        length: tokens.length,
        termFrequencies,
        vectorSimilarity: s.vector,
        dateText: s.date,
        role: roleOf(position),
        meaning: MEANING[`${s.id}:${position}`] ?? null,
      };
    }),
  );
}

// A memory among the candidates: a document of its own, without a session, role or meaning.
const memoryCandidate = (own: Pick<SearchCandidate, "sessionTurnCount" | "length" | "termFrequencies">): SearchCandidate => ({
  key: "memory:m1",
  sessionId: null,
  vectorSimilarity: null,
  dateText: null,
  role: null,
  meaning: null,
  ...own,
});

describe("scoreSearchCandidates", () => {
  it("gives each session's best row the default retriever's weighted sum for that session (all its signals but feedback)", () => {
    const weights = { ...HYBRID_WEIGHTS, feedback: 0 };
    const retriever = rankHaystackSessions({
      sessions: SESSIONS.map((s, position) => ({
        key: s.id,
        position,
        dateText: s.date,
        turnTerms: sessionTurnTerms(s.turns),
        turnRoles: s.turns.map((_, j) => roleOf(j)),
        vector: s.vector,
        meaning: Math.max(0, ...s.turns.map((_, j) => (roleOf(j) === "user" ? (MEANING[`${s.id}:${j}`] ?? 0) : 0))),
      })),
      query: QUERY,
      questionDate: NOW,
      weights,
    });
    const scored = scoreSearchCandidates({ candidates: candidatesOf(SESSIONS), terms: contentStems(QUERY), query: QUERY, now: NOW });
    for (const session of retriever) {
      const rows = scored.filter((r) => r.key.startsWith(`${session.key}:`));
      const best = rows.reduce((a, b) => (b.score > a.score ? b : a));
      expect(best.score).toBeCloseTo(session.score, 12);
      for (const signal of SEARCH_SIGNALS) expect(best.signals[signal]).toBeCloseTo(session.signals[signal], 12);
      // Every row of a session shares its session-level signals.
      for (const row of rows) for (const signal of ["session", "time", "userTurn", "meaning"] as const) expect(row.signals[signal]).toBe(best.signals[signal]);
      expect(best.score).toBeCloseTo(
        SEARCH_SIGNALS.reduce((sum, signal) => sum + weights[signal] * best.signals[signal], 0),
        12,
      );
    }
    // The retriever's order is the order of each session's best row.
    const bestPerSession = retriever.map((s) => Math.max(...scored.filter((r) => r.key.startsWith(`${s.key}:`)).map((r) => r.score)));
    expect(bestPerSession).toEqual([...bestPerSession].sort((a, b) => b - a));
    expect(retriever[0]!.key).toBe("s1");
    // The two new signals do move rows: s1's best user turn is the best by words and by meaning,
    // s2's user turn has a meaning but no word.
    const s1 = scored.find((r) => r.key === "s1:0")!;
    expect(s1.signals).toMatchObject({ userTurn: 1, meaning: 1 });
    expect(scored.find((r) => r.key === "s2:1")!.signals.userTurn).toBe(0);
    // Min-max over the sessions: the least similar (s4, 0.12) is 0, not the raw value over the best.
    expect(scored.find((r) => r.key === "s2:1")!.signals.meaning).toBeCloseTo((0.18 - 0.12) / (0.61 - 0.12), 12);
    expect(scored.find((r) => r.key === "s4:0")!.signals.meaning).toBe(0);
  });

  it("scales meaning over the sessions with a candidate user turn: a memory or an assistant-only session changes nobody's", () => {
    const all = candidatesOf(SESSIONS);
    const before = new Map(
      scoreSearchCandidates({ candidates: all, terms: contentStems(QUERY), query: QUERY, now: NOW }).map((r) => [r.key, r.signals.meaning]),
    );
    const memory = memoryCandidate({ sessionTurnCount: 1, length: 5, termFrequencies: { shelter: 1 } });
    const assistantOnly: SearchCandidate = { ...memory, key: "s5:1", sessionId: "s5", sessionTurnCount: 2, role: "assistant" };
    const after = scoreSearchCandidates({ candidates: [...all, memory, assistantOnly], terms: contentStems(QUERY), query: QUERY, now: NOW });
    for (const r of after) expect(r.signals.meaning).toBe(before.get(r.key) ?? 0);
  });

  it("counts only user turns for the user-turn and meaning signals", () => {
    const all = candidatesOf(SESSIONS);
    const asAssistant = all.map((c) => ({ ...c, role: "assistant" }));
    const scored = scoreSearchCandidates({ candidates: asAssistant, terms: contentStems(QUERY), query: QUERY, now: NOW });
    expect(scored.every((r) => r.signals.userTurn === 0 && r.signals.meaning === 0)).toBe(true);
    const plain = scoreSearchCandidates({ candidates: all, terms: contentStems(QUERY), query: QUERY, now: NOW });
    const byKey = new Map(plain.map((r) => [r.key, r]));
    for (const r of scored) {
      const before = byKey.get(r.key)!;
      expect(before.score - r.score).toBeCloseTo(HYBRID_WEIGHTS.userTurn * before.signals.userTurn + HYBRID_WEIGHTS.meaning * before.signals.meaning, 12);
    }
  });

  it("estimates a session's other turns at the average row length, and leaves rows without a length out of BM25", () => {
    const all = candidatesOf(SESSIONS);
    // Only s1's first turn and s3's first turn matched words; s3's second turn came from the vector ranking.
    const some = all
      .filter((c) => c.key === "s1:0" || c.key === "s3:0" || c.key === "s3:1")
      .map((c) => (c.key === "s3:1" ? { ...c, length: null, termFrequencies: {} } : c));
    const scored = scoreSearchCandidates({ candidates: some, terms: contentStems(QUERY), query: "shelter beagle", now: NOW });
    const byKey = new Map(scored.map((r) => [r.key, r]));
    expect(byKey.get("s3:1")!.bm25).toBeNull();
    expect(byKey.get("s3:1")!.sessionBm25).toBe(byKey.get("s3:0")!.sessionBm25);
    expect(byKey.get("s1:0")!.signals.bestTurn).toBe(1);
    expect(scored.every((r) => r.signals.time === 0)).toBe(true);
  });

  it("treats a row without a session as a session of its own, and scores nothing for words no row holds", () => {
    const memory = memoryCandidate({ sessionTurnCount: 0, length: 4, termFrequencies: { beagl: 1 } });
    const [only] = scoreSearchCandidates({ candidates: [memory], terms: ["beagl"], query: "beagle", now: null });
    expect(only!.signals).toEqual({ session: 1, bestTurn: 1, vector: 0, time: 0, userTurn: 0, meaning: 0 });
    expect(only!.score).toBeCloseTo(HYBRID_WEIGHTS.session + HYBRID_WEIGHTS.bestTurn, 12);
    const [none] = scoreSearchCandidates({ candidates: [memory], terms: ["zebra"], query: "zebra", now: null });
    expect(none).toMatchObject({ score: 0, bm25: null, sessionBm25: null });
  });
});

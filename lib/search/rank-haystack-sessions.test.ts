import { describe, expect, it } from "vitest";
import { HYBRID_WEIGHTS, rankHaystackSessions, sessionTurnTerms, type HaystackSessionInput } from "@/lib/search/rank-haystack-sessions";

const session = (key: string, turns: string[], extra: Partial<HaystackSessionInput> = {}): HaystackSessionInput => ({
  key,
  position: Number(key.replace(/\D/g, "")) || 0,
  dateText: null,
  turnTerms: sessionTurnTerms(turns),
  vector: null,
  ...extra,
});

describe("Lore's hybrid haystack ranking", () => {
  it("ranks by BM25 with this haystack's statistics: a rare question word outweighs a common one", () => {
    const sessions = [
      session("s1", ["I went to the store today", "the store was busy"]),
      session("s2", ["I adopted a beagle at the store"]),
      session("s3", ["the store sells bread"]),
    ];
    const ranked = rankHaystackSessions({ sessions, query: "Which store did I adopt my beagle at?", questionDate: null });
    expect(ranked.map((r) => r.key)).toEqual(["s2", "s1", "s3"]);
    expect(ranked[0]!.signals.session).toBe(1);
  });

  it("lifts a session whose one turn answers the question over one that mentions the words everywhere", () => {
    const filler = Array.from({ length: 30 }, (_, i) => `we talked about gardening tips number ${i}`);
    const sessions = [
      session("s1", [...filler, "my new car is a red volvo"]),
      session("s2", ["car", "volvo", "red", "car wash", "volvo dealer", "car insurance"]),
    ];
    const ranked = rankHaystackSessions({ sessions, query: "What colour is my new Volvo car?", questionDate: null });
    expect(ranked.find((r) => r.key === "s1")!.signals.bestTurn).toBe(1);
  });

  it("brings forward the session dated when the question says, even without a shared word", () => {
    const sessions = [
      session("s1", ["I bought a smoker today"], { dateText: "2023/05/20 (Sat) 08:08" }),
      session("s2", ["I want to buy a new phone, what should I buy?"], { dateText: "2023/01/02 (Mon) 10:00" }),
      session("s3", ["my apartment has a tiny kitchen", ...Array.from({ length: 20 }, (_, i) => `we talked about the weather on day ${i}`)], {
        dateText: "2022/11/02 (Wed) 10:00",
      }),
      session("s4", ["which kitchen appliance should I buy?", "buy a kitchen appliance that fits"], { dateText: "2022/10/02 (Sun) 10:00" }),
    ];
    const query = "What kitchen appliance did I buy 10 days ago?";
    expect(rankHaystackSessions({ sessions, query, questionDate: null }).map((r) => r.key)[3]).toBe("s1");
    const ranked = rankHaystackSessions({ sessions, query, questionDate: "2023/05/30 (Tue) 08:08" });
    expect(ranked.map((r) => r.key).slice(0, 2)).toEqual(["s4", "s1"]);
    expect(ranked[1]!.signals).toMatchObject({ session: 0, time: 1 });
  });

  it("adds the vector similarity with its weight, and keeps haystack order for sessions nothing matched", () => {
    const sessions = [session("s3", ["hello"], { vector: 0.1 }), session("s1", ["hi"], { vector: 0.1 }), session("s2", ["hey"], { vector: 0.4 })];
    const ranked = rankHaystackSessions({ sessions, query: "unrelated words", questionDate: null });
    expect(ranked.map((r) => r.key)).toEqual(["s2", "s1", "s3"]);
    expect(ranked[0]!.score).toBeCloseTo(0.2);
    expect(
      rankHaystackSessions({ sessions, query: "unrelated", questionDate: null, weights: { session: 1, bestTurn: 0, vector: 0, time: 0 } }).map((r) => r.key),
    ).toEqual(["s1", "s2", "s3"]);
  });

  it("lifts the session whose user said it over one where only the assistant did (userTurn), and needs the roles for it", () => {
    const sessions = [
      session("s1", ["hello there", "the red volvo is a nice car"], { turnRoles: ["user", "assistant"] }),
      session("s2", ["the red volvo is a nice car", "hello there"], { turnRoles: ["user", "assistant"] }),
    ];
    const query = "What colour is my volvo?";
    const ranked = rankHaystackSessions({ sessions, query, questionDate: null });
    expect(ranked.map((r) => r.key)).toEqual(["s2", "s1"]);
    expect(ranked.map((r) => r.signals.userTurn)).toEqual([1, 0]);
    expect(ranked[0]!.signals).toMatchObject({ session: 1, bestTurn: 1 });
    expect(ranked[1]!.signals).toMatchObject({ session: 1, bestTurn: 1 });
    const withoutRoles = rankHaystackSessions({ sessions: sessions.map((s) => ({ ...s, turnRoles: undefined })), query, questionDate: null });
    expect(withoutRoles.map((r) => [r.key, r.signals.userTurn])).toEqual([
      ["s1", 0],
      ["s2", 0],
    ]);
  });

  it("weighs the question's words, not its scaffolding, and falls back to the scaffolding when nothing else is left", () => {
    const sessions = [session("s1", ["remind me to call mum", "remind me again tomorrow", "please remind me"]), session("s2", ["a recipe for lentil soup"])];
    const ranked = rankHaystackSessions({ sessions, query: "Can you remind me of the lentil recipe?", questionDate: null });
    expect(ranked.map((r) => r.key)).toEqual(["s2", "s1"]);
    expect(ranked[1]!.signals.session).toBe(0);
    const onlyScaffolding = rankHaystackSessions({ sessions, query: "Can you remind me?", questionDate: null });
    expect(onlyScaffolding[0]).toMatchObject({ key: "s1", signals: { session: 1 } });
  });

  it("finds a session sharing the first pass's topic but none of the question's words (feedback)", () => {
    const sessions = [
      session("s1", ["I went jogging and did yoga, a good workout before my evening run"]),
      session("s2", ["the weather is nice today"]),
      session("s3", ["a recipe for lentil soup"]),
      session("s4", ["my cat sleeps all day"]),
      session("s5", ["a new phone case"]),
      session("s6", ["my workout this morning was a long run"]),
    ];
    const query = "How many hours of jogging and yoga did I do?";
    const ranked = rankHaystackSessions({ sessions, query, questionDate: null });
    expect(ranked.map((r) => r.key).slice(0, 2)).toEqual(["s1", "s6"]);
    expect(ranked[1]!.signals).toMatchObject({ session: 0, bestTurn: 0, feedback: 1 });
    const without = rankHaystackSessions({ sessions, query, questionDate: null, weights: { ...HYBRID_WEIGHTS, feedback: 0 } });
    expect(without.map((r) => r.key)).toEqual(["s1", "s2", "s3", "s4", "s5", "s6"]);
  });

  it("lifts the session whose user turn means what the question asks, scaled from the haystack's worst to its best (meaning)", () => {
    const sessions = [
      session("s1", ["I like my garden"], { meaning: 0.5 }),
      session("s2", ["what should I read next"], { meaning: 0.8 }),
      session("s3", ["a recipe for soup"], { meaning: 0.6 }),
    ];
    const query = "Can you recommend some recent publications?";
    const ranked = rankHaystackSessions({ sessions, query, questionDate: null });
    expect(ranked.map((r) => [r.key, r.signals.meaning])).toEqual([
      ["s2", 1],
      ["s3", expect.closeTo(1 / 3, 12)],
      ["s1", 0],
    ]);
    expect(ranked[0]!.score).toBeCloseTo(HYBRID_WEIGHTS.meaning, 12);
    // Without the signal (or with every session alike) the haystack order stands.
    const without = rankHaystackSessions({ sessions, query, questionDate: null, weights: { ...HYBRID_WEIGHTS, meaning: 0 } });
    expect(without.map((r) => r.key)).toEqual(["s1", "s2", "s3"]);
    const alike = rankHaystackSessions({ sessions: sessions.map((s) => ({ ...s, meaning: 0.7 })), query, questionDate: null });
    expect(alike.map((r) => [r.key, r.signals.meaning])).toEqual([
      ["s1", 0],
      ["s2", 0],
      ["s3", 0],
    ]);
  });

  it("adds meaning after the feedback pass: it changes no feedback term", () => {
    const sessions = [
      session("s1", ["I went jogging and did yoga, a good workout before my evening run"], { meaning: 0 }),
      session("s2", ["the weather is nice today, a good day for a walk"], { meaning: 1 }),
      session("s3", ["a recipe for lentil soup"], { meaning: 0 }),
      session("s4", ["my cat sleeps all day"], { meaning: 0 }),
      session("s5", ["a new phone case"], { meaning: 0 }),
      session("s6", ["my workout this morning was a long run"], { meaning: 0 }),
    ];
    const query = "How many hours of jogging and yoga did I do?";
    const withMeaning = rankHaystackSessions({ sessions, query, questionDate: null });
    const without = rankHaystackSessions({ sessions, query, questionDate: null, weights: { ...HYBRID_WEIGHTS, meaning: 0 } });
    const feedbackOf = (ranked: typeof without) => Object.fromEntries(ranked.map((r) => [r.key, r.signals.feedback]));
    expect(feedbackOf(withMeaning)).toEqual(feedbackOf(without));
    expect(feedbackOf(without).s6).toBeGreaterThan(0);
  });
});

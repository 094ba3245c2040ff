import path from "node:path";
import { describe, expect, it } from "vitest";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { embedPending } from "@/lib/services/search/embed-pending";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { HYBRID_WEIGHTS } from "@/lib/search/rank-haystack-sessions";
import { parseSessionDate } from "@/lib/search/question-time";
import { SEARCH_SIGNALS, type SearchSignals } from "@/lib/search/score-search-candidates";
import { explainHit } from "@/lib/search/explain-hit";
import { getMeaningEmbedder } from "@/lib/embeddings/load-word-vectors";
import { cosine } from "@/lib/embeddings/word-vectors";
import { createTestSession, createTestWorkspace } from "@/testing/factories";

// The search box ranks real LongMemEval turns with the default retriever's model: Okapi BM25 with
// the candidates' statistics (a rare word outweighs a frequent one, which ts_rank cannot see), the
// vector signal and the question-time signal, added with HYBRID_WEIGHTS.
const DIR = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons");
const FILES = ["1_1903aded.json", "3_00ca467f.json", "1_06878be2.json", "1_0a34ad58.json"].map((f) => path.join(DIR, f));
const DAY = 86_400_000;

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

async function importSessions() {
  const ws = await createTestWorkspace("bm25");
  await importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: FILES });
  await embedPending({ workspaceId: ws.id });
  return ws;
}

// Each turn's lexemes (PostgreSQL's english stems, what the index matches) with their frequency in
// the turn, for lexemes that are their own stem (so the lexeme typed as a query finds itself).
async function turnLexemes(workspaceId: string) {
  return getDb().$queryRaw<{ id: string; sessionId: string; lexeme: string; tf: number; df: number }[]>`
    WITH lex AS (
      SELECT o.id, o."sessionId", u.lexeme, cardinality(u.positions)::int AS tf
        FROM "Observation" o, unnest(o."searchVector") AS u(lexeme, positions, weights)
       WHERE o."workspaceId" = ${workspaceId} AND o."sessionId" IS NOT NULL AND u.lexeme ~ '^[a-z]{5,}$')
    SELECT lex.id, lex."sessionId", lex.lexeme, lex.tf, (count(*) OVER (PARTITION BY lex.lexeme))::int AS df FROM lex
     WHERE tsvector_to_array(to_tsvector('english', lex.lexeme)) = ARRAY[lex.lexeme]`;
}

// The old search box's full-text ranking: ts_rank, length-normalized, of the words joined by "or".
async function tsRankTop(workspaceId: string, words: readonly string[]): Promise<string | undefined> {
  const [row] = await getDb().$queryRaw<{ id: string }[]>`
    SELECT o.id FROM "Observation" o, websearch_to_tsquery('simple', ${words.join(" or ")}) q
     WHERE o."workspaceId" = ${workspaceId} AND o."searchVector" @@ q
     ORDER BY ts_rank(o."searchVector", q, 1) DESC, o.id LIMIT 1`;
  return row?.id;
}

const weightedSum = (s: SearchSignals) => SEARCH_SIGNALS.reduce((sum, signal) => sum + HYBRID_WEIGHTS[signal] * s[signal], 0);

describe("hybridSearch ranks real LongMemEval turns by BM25, vector and time", () => {
  it("puts the turn holding a rare word above the turn ts_rank prefers for a frequent one, and finds a turn first from its own words", async () => {
    const ws = await importSessions();
    const lexemes = await turnLexemes(ws.id);
    const turns = await getDb().observation.count({ where: { workspaceId: ws.id } });
    expect(turns).toBeGreaterThan(50);
    // A case ts_rank gets wrong: a word held by one turn once, and a word held by 3-10% of the
    // turns that this turn lacks, where ts_rank (no document frequency) ranks another turn first.
    const rare = lexemes.filter((l) => l.df === 1 && l.tf === 1 && l.lexeme.length >= 7).slice(0, 40);
    const frequent = [...new Set(lexemes.filter((l) => l.df >= turns * 0.03 && l.df <= turns * 0.1).map((l) => l.lexeme))].slice(0, 15);
    let found: { query: string; rareTurn: string; tsRankTurn: string } | null = null;
    for (const r of rare) {
      for (const f of frequent) {
        if (lexemes.some((l) => l.id === r.id && l.lexeme === f)) continue;
        const query = `${r.lexeme} ${f}`;
        const top = await tsRankTop(ws.id, [r.lexeme, f]);
        if (top && top !== r.id) found = { query, rareTurn: r.id, tsRankTurn: top };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const { hits } = await hybridSearch({ workspaceId: ws.id, query: found!.query, k: 20 });
    const place = (id: string) => hits.findIndex((h) => h.id === id);
    expect({ query: found!.query, top: hits[0]?.id }).toEqual({ query: found!.query, top: found!.rareTurn });
    expect(place(found!.tsRankTurn)).toBeGreaterThan(0);
    expect(hits[0]!.fullTextPosition).toBe(1);
    expect(hits[0]!.bm25!).toBeGreaterThan(hits[place(found!.tsRankTurn)]!.bm25!);

    // Every hit's score is the retriever's weighted sum of its scaled signals, best first.
    for (const hit of hits) {
      expect(hit.score).toBeCloseTo(weightedSum(hit.signals), 10);
      expect(hit.fusedScore).toBe(hit.score);
      for (const value of Object.values(hit.signals)) expect(value).toBeGreaterThanOrEqual(0);
    }
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(Math.max(...hits.map((h) => h.signals.bestTurn))).toBe(1);

    // A turn's own three rarest words, among two frequent ones, find it first.
    const byTurn = groupBy(rare, (l) => l.id);
    const target = [...groupBy(lexemes, (l) => l.id).entries()]
      .map(([id, own]) => ({ id, words: own.filter((l) => l.df <= 2).map((l) => l.lexeme) }))
      .find((t) => t.words.length >= 3 && !byTurn.has(t.id))!;
    const query = [...target.words.slice(0, 3), ...frequent.slice(0, 2)].join(" ");
    const result = await hybridSearch({ workspaceId: ws.id, query, k: 10 });
    expect({ query, top: result.hits[0]?.id }).toEqual({ query, top: target.id });
    expect(result.hits[0]).toMatchObject({ floor: "full_text", fullTextPosition: 1 });
  });

  it("lifts the turns of the session whose date the query names, relative to the date it is asked", async () => {
    const ws = await importSessions();
    const lexemes = await turnLexemes(ws.id);
    const sessions = await getDb().session.findMany({ where: { workspaceId: ws.id, dateText: { not: null } }, select: { id: true, dateText: true } });
    const dated = new Map(sessions.map((s) => [s.id, parseSessionDate(s.dateText)]));
    // A word many sessions hold, and one of those sessions, asked about ten days after it.
    const bySessions = groupBy(lexemes, (l) => l.lexeme);
    const [word, holders] = [...bySessions.entries()]
      .map(([lexeme, rows]) => [lexeme, [...new Set(rows.map((r) => r.sessionId))]] as const)
      .filter(([, ids]) => ids.length >= 4 && new Set(ids.map((id) => dated.get(id))).size === ids.length)
      .sort((a, b) => b[1].length - a[1].length)[0]!;
    // The same words asked at a date far from every session (the time signal is ~0 for all), and
    // then ten days after the session that ranked second: only the time signal differs.
    const query = `${word} 10 days ago`;
    const far = await hybridSearch({ workspaceId: ws.id, query, k: 20, now: new Date("2099-01-01T00:00:00Z") });
    expect(far.timeFocus).toBe(true);
    expect(far.hits.every((h) => h.signals.time < 0.01)).toBe(true);
    const order = [...new Set(far.hits.map((h) => h.sessionId))];
    const target = order.find((id, i) => i > 0 && id !== null && holders.includes(id) && dated.get(id) !== null)!;
    expect(target).toBeDefined();
    const asked = await hybridSearch({ workspaceId: ws.id, query, k: 20, now: new Date(dated.get(target)! + 10 * DAY) });
    expect(far.hits[0]!.sessionId).not.toBe(target);
    expect(asked.hits[0]!.sessionId).toBe(target);
    expect(asked.hits[0]!.signals.time).toBeCloseTo(1, 6);
    expect(asked.hits.filter((h) => h.sessionId !== target).every((h) => h.signals.time < 1)).toBe(true);
    const plain = await hybridSearch({ workspaceId: ws.id, query: word, k: 10 });
    expect(plain.timeFocus).toBe(false);
    expect(plain.hits.every((h) => h.signals.time === 0)).toBe(true);
  });

  it("adds the session's best user turn by words and by meaning, as the retriever does", async () => {
    const ws = await createTestWorkspace("search-user-turn");
    // Every session holds "espresso". A's, D's and E's users said it, at different distances in
    // meaning from the question; only B's assistant did, and B's user talked about bread.
    const turnA = "I finally bought an espresso machine, a small one for the kitchen counter.";
    const turnD = "My neighbour's espresso-coloured cat knocked over a vase.";
    const turnE = "The café downstairs serves an espresso that tastes burnt.";
    const a = await createTestSession(ws.id, [
      { role: "user", content: turnA },
      { role: "assistant", content: "Great choice. Descale it every month or so." },
    ]);
    const b = await createTestSession(ws.id, [
      { role: "user", content: "My grandmother taught me to bake sourdough bread on Sundays." },
      { role: "assistant", content: "Sourdough pairs well with an espresso, or with a strong espresso roast, in the morning." },
    ]);
    const d = await createTestSession(ws.id, [{ role: "user", content: turnD }]);
    const e = await createTestSession(ws.id, [{ role: "user", content: turnE }]);
    // Another session holds a word of the question's scaffolding ("remind"), rare in this
    // workspace: a question is read without it, as the retriever reads one.
    const c = await createTestSession(ws.id, [{ role: "user", content: "Please remind me to water the plants on Friday." }]);
    const query = "Can you remind me which espresso machine I bought for my coffee at home?";
    const result = await hybridSearch({ workspaceId: ws.id, query, k: 20 });
    expect(result.searchedText).toBe("which espresso machine I bought for my coffee at home?");
    expect(result.signalsUsed).toEqual(
      result.mode === "hybrid" ? ["session", "bestTurn", "vector", "userTurn", "meaning"] : ["session", "bestTurn", "userTurn", "meaning"],
    );
    expect(result.weights).toEqual({ session: 1, bestTurn: 0.4, vector: 0.2, time: 1, userTurn: 0.3, meaning: 0.4 });
    const first = (sessionId: string) => result.hits.find((h) => h.sessionId === sessionId)!;
    for (const session of [a, b, d, e]) expect(first(session.id)).toBeDefined();
    // User turns by words: A's, D's and E's hold the word once; B has no user turn with it.
    expect(first(b.id).signals.userTurn).toBe(0);
    expect(first(a.id).signals.userTurn).toBeGreaterThan(0);
    // Meaning: the question as asked against each session's candidate user turn, min-max scaled
    // over the sessions that have one (A, D, E); B has none and gets 0 without moving the scale.
    const embedder = getMeaningEmbedder();
    const question = embedder.embed(query)!;
    const [sa, sd, se] = [turnA, turnD, turnE].map((t) => cosine(question, embedder.embed(t)!)) as [number, number, number];
    expect(sa).toBeGreaterThan(se);
    expect(se).toBeGreaterThan(sd);
    expect(first(a.id).signals.meaning).toBe(1);
    expect(first(d.id).signals.meaning).toBe(0);
    expect(first(e.id).signals.meaning).toBeCloseTo((se - sd) / (sa - sd), 6);
    expect(first(b.id).signals.meaning).toBe(0);
    expect(result.hits[0]!.sessionId).toBe(a.id);
    for (const hit of result.hits) expect(hit.score).toBeCloseTo(weightedSum(hit.signals), 10);
    expect(result.hits.filter((h) => h.sessionId === c.id && h.fullTextPosition !== null)).toEqual([]);
    const why = explainHit(result.hits[0]!, result.mode, { weights: result.weights, timeFocus: result.timeFocus });
    expect(why.fused).toMatch(/\+ 0\.3 × user turn 1\.00 \+ 0\.4 × meaning 1\.00$/);
    // A query of nothing but scaffolding, and keywords, are searched as typed.
    const typed = await hybridSearch({ workspaceId: ws.id, query: "remind me", k: 10 });
    expect(typed.searchedText).toBe("remind me");
    expect(typed.hits.map((h) => [h.sessionId, h.floor])).toContainEqual([c.id, "full_text"]);
    expect((await hybridSearch({ workspaceId: ws.id, query: "espresso recall", k: 10 })).searchedText).toBe("espresso recall");
  });
});

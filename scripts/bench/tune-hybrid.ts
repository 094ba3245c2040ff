// How the default hybrid ranking's signals and weights were chosen: every variant ranks the dev
// benchmark's haystacks in memory (the same builder, seed and halves as
// scripts/bench/retrieval-quality.ts; vectors from the local embedder, as the database stores
// them) and is scored with the runs' metrics on the "tune" half, where the choice was made, and
// on the "held-back" half, reported beside it.
//
//   node --conditions=react-server --import tsx scripts/bench/tune-hybrid.ts [--seed 14] [--draw N] [--only REGEX] [--by-type]
//   (--only: just the variants whose name matches, case-insensitively; --draw: build the haystacks
//   with another seed's distractors while the halves stay those of --seed, so a choice made on the
//   tune half can be checked on other draws of the same tune questions; --by-type: also print each
//   half's count of single-session-preference questions found in the top 10)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDevBenchmark } from "@/lib/dev-benchmark/build-dev-benchmark";
import { DEV_HALVES, devHalfOf } from "@/lib/dev-benchmark/dev-half";
import { bestTurnSimilarity, devHaystackInputs } from "@/lib/dev-benchmark/dev-haystack-inputs";
import type { DevQuestion } from "@/lib/dev-benchmark/dev-question";
import { embedText } from "@/lib/embeddings/local-embedder";
import { getMeaningEmbedder } from "@/lib/embeddings/load-word-vectors";
import { bestUserTurnMeaning, cosine } from "@/lib/embeddings/word-vectors";
import { contentStems } from "@/lib/embeddings/tokenize";
import { computeRetrievalMetrics } from "@/lib/metrics/retrieval-metrics";
import { createBm25Index } from "@/lib/search/bm25";
import { bm25Tokens } from "@/lib/search/bm25-sessions";
import { timeFocusOf, timeFocusScore } from "@/lib/search/question-time";
import { rewriteQuestion } from "@/lib/search/rewrite-question";
import { HYBRID_WEIGHTS, rankHaystackSessions, type HaystackSignals } from "@/lib/search/rank-haystack-sessions";
import { trainLsa, type LsaSpace } from "./lsa-space";

const { values } = parseArgs({
  options: { seed: { type: "string", default: "14" }, draw: { type: "string" }, only: { type: "string" }, "by-type": { type: "boolean", default: false } },
});
const seed = Number(values.seed);
const draw = values.draw === undefined ? seed : Number(values.draw);
const dir = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons");
const oracle = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as DevQuestion)
  .filter((q) => q.haystack_session_ids.every((id) => q.answer_session_ids.includes(id)));
const dev = buildDevBenchmark({ questions: oracle, seed: draw });

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const vectors = new Map<string, number[]>();
const embed = (text: string) => vectors.get(text) ?? vectors.set(text, embedText(text)).get(text)!;
// Pre-trained word vectors (lib/embeddings/word-vectors.ts), each text embedded once.
const wordVectors = getMeaningEmbedder();
const meanings = new Map<string, Float32Array | null>();
const meaning = {
  embed: (text: string) => (meanings.has(text) ? meanings.get(text)! : (meanings.set(text, wordVectors.embed(text)), meanings.get(text)!)),
};
const scaled = (xs: number[]) => {
  const max = Math.max(0, ...xs);
  return max > 0 ? xs.map((x) => x / max) : xs.map(() => 0);
};
function bm25(docs: string[][], query: string[], n: number, options?: { k1: number; b: number }): number[] {
  const out = new Array<number>(n).fill(0);
  for (const hit of createBm25Index(docs, options).search(query, docs.length)) out[hit.index] = hit.score;
  return out;
}

// Every signal of one question's haystack, once.
type Signals = Record<string, number[]>;
function signalsOf(q: DevQuestion): Signals {
  const n = q.haystack_sessions.length;
  const out: Signals = {};
  for (const [name, tokens] of [
    ["plain", bm25Tokens],
    ["stem", contentStems],
  ] as const) {
    const sessions = q.haystack_sessions.map((turns) => turns.flatMap((t) => tokens(t.content)));
    out[`${name}`] = bm25(sessions, tokens(q.question), n);
    out[`${name} k1=2`] = bm25(sessions, tokens(q.question), n, { k1: 2, b: 0.75 });
    out[`${name} b=0.5`] = bm25(sessions, tokens(q.question), n, { k1: 1.2, b: 0.5 });
    out[`${name} user turns`] = bm25(
      q.haystack_sessions.map((turns) => turns.filter((t) => t.role === "user").flatMap((t) => tokens(t.content))),
      tokens(q.question),
      n,
    );
    const owner: number[] = [];
    const turns: string[][] = [];
    q.haystack_sessions.forEach((ts, i) => ts.forEach((t) => (owner.push(i), turns.push(tokens(t.content)))));
    const best = new Array<number>(n).fill(0);
    bm25(turns, tokens(q.question), turns.length).forEach((score, j) => (best[owner[j]!] = Math.max(best[owner[j]!]!, score)));
    out[`${name} best turn`] = best;
  }
  // The question without its scaffolding (lib/search/rewrite-question.ts), the best user turn, the
  // best two turns summed, and the best window of 2 or 3 consecutive turns, on stemmed words.
  for (const [name, query] of [
    ["stem", contentStems(q.question)],
    ["rewritten", contentStems(rewriteQuestion(q.question))],
  ] as const) {
    out[`${name} session`] = bm25(
      q.haystack_sessions.map((turns) => turns.flatMap((t) => contentStems(t.content))),
      query,
      n,
    );
    const owner: number[] = [];
    const roles: string[] = [];
    const turns: string[][] = [];
    q.haystack_sessions.forEach((ts, i) => ts.forEach((t) => (owner.push(i), roles.push(t.role), turns.push(contentStems(t.content)))));
    const perSession: number[][] = q.haystack_sessions.map(() => []);
    const user = new Array<number>(n).fill(0);
    bm25(turns, query, turns.length).forEach((score, j) => {
      perSession[owner[j]!]!.push(score);
      if (roles[j] === "user") user[owner[j]!] = Math.max(user[owner[j]!]!, score);
    });
    out[`${name} best turn`] = perSession.map((xs) => Math.max(0, ...xs));
    out[`${name} best user turn`] = user;
    out[`${name} best 2 turns`] = perSession.map((xs) =>
      [...xs]
        .sort((a, b) => b - a)
        .slice(0, 2)
        .reduce((a, b) => a + b, 0),
    );
    for (const w of [2, 3]) {
      const windowOwner: number[] = [];
      const windows: string[][] = [];
      q.haystack_sessions.forEach((ts, i) => {
        const terms = ts.map((t) => contentStems(t.content));
        for (let j = 0; j < Math.max(1, terms.length - w + 1); j++) {
          windowOwner.push(i);
          windows.push(terms.slice(j, j + w).flat());
        }
      });
      const best = new Array<number>(n).fill(0);
      bm25(windows, query, windows.length).forEach((score, j) => (best[windowOwner[j]!] = Math.max(best[windowOwner[j]!]!, score)));
      out[`${name} window ${w}`] = best;
    }
  }
  const qv = embed(q.question);
  out.vector = q.haystack_sessions.map(
    (turns) =>
      bestTurnSimilarity(
        qv,
        turns.map((t) => embed(t.content)),
      ) ?? 0,
  );
  out["vector whole session"] = q.haystack_sessions.map((turns) => dot(qv, embed(turns.map((t) => t.content).join("\n"))));
  const focus = timeFocusOf(q.question, q.question_date);
  out.time = q.haystack_dates.map((d) => (focus ? timeFocusScore(focus, d) : 0));
  return out;
}
// Computed on first use, so that `--only` a few variants skips the signals they do not read.
const data = dev.map((q) => {
  let signals: Signals | undefined;
  return {
    q,
    half: devHalfOf(q.question_id, seed),
    get signals(): Signals {
      return (signals ??= signalsOf(q));
    },
  };
});

// LSA spaces trained on the benchmark's own turns (every distinct session of the dev haystacks:
// the workspace's text, no labels, no question text), by dimensions. Trained on first use.
const spaces = new Map<number, { space: LsaSpace; vectors: Map<string, number[]> }>();
function lsaEmbedder(dimensions: number): (text: string) => number[] {
  let entry = spaces.get(dimensions);
  if (!entry) {
    const seen = new Set<string>();
    const turns: string[][] = [];
    for (const q of dev)
      q.haystack_session_ids.forEach((id, i) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const t of q.haystack_sessions[i]!) turns.push(contentStems(t.content));
      });
    const t0 = performance.now();
    const space = trainLsa(turns, { dimensions, seed });
    process.stderr.write(`LSA ${dimensions}: ${turns.length} turns, trained in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    spaces.set(dimensions, (entry = { space, vectors: new Map() }));
  }
  const { space, vectors: cache } = entry;
  return (text) => cache.get(text) ?? cache.set(text, space.embed(contentStems(text))).get(text)!;
}
const lsaVectors = (d: (typeof data)[number], dimensions: number) => devHaystackInputs(d.q, lsaEmbedder(dimensions)).map((s) => s.vector ?? 0);
const lsaWholeSession = (d: (typeof data)[number], dimensions: number) => {
  const embedLsa = lsaEmbedder(dimensions);
  const qv = embedLsa(d.q.question);
  return d.q.haystack_sessions.map((turns) => dot(qv, embedLsa(turns.map((t) => t.content).join("\n"))));
};
// Lore's hybrid with another vector signal in place of the local embedder's.
// Measured before the meaning signal existed: without it, as then.
const loreWithVector = (
  d: (typeof data)[number],
  vector: (d: (typeof data)[number]) => number[],
  weights: HaystackSignals = { ...HYBRID_WEIGHTS, meaning: 0 },
) => {
  const values = vector(d);
  const index = new Map(d.q.haystack_session_ids.map((id, i) => [id, i]));
  const sessions = devHaystackInputs(d.q, embed).map((s, i) => ({ ...s, vector: values[i]! }));
  return rankHaystackSessions({ weights, sessions, query: d.q.question, questionDate: d.q.question_date ?? null }).map((r) => index.get(r.key)!);
};
const hashedVectors = (d: (typeof data)[number]) => devHaystackInputs(d.q, embed).map((s) => s.vector ?? 0);

type Variant = { name: string; rank: (d: (typeof data)[number]) => number[] };
const order = (scores: number[]) => scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
const linear = (weights: Record<string, number>) => (d: (typeof data)[number]) =>
  order(
    d.q.haystack_session_ids.map((_, i) =>
      Object.entries(weights).reduce((s, [signal, w]) => s + w * (signal === "time" ? d.signals.time![i]! : scaled(d.signals[signal]!)[i]!), 0),
    ),
  );
const rrf = (signals: string[]) => (d: (typeof data)[number]) => {
  const fused = new Array<number>(d.q.haystack_session_ids.length).fill(0);
  for (const s of signals) order(d.signals[s]!).forEach((i, r) => (fused[i] = fused[i]! + (d.signals[s]![i]! > 0 || s === "vector" ? 1 / (61 + r) : 0)));
  return order(fused);
};
// Lore's hybrid itself, on the inputs the experiment path gives it (lib/dev-benchmark/dev-haystack-inputs.ts;
// lib/experiments/hybrid-retrieval.int.test.ts holds the two rankings equal).
// Rows measured before the meaning signal existed pass meaning: 0 and rank as they did then.
const lore = (d: (typeof data)[number], weights: HaystackSignals = HYBRID_WEIGHTS) => {
  const index = new Map(d.q.haystack_session_ids.map((id, i) => [id, i]));
  const ranked = rankHaystackSessions({
    weights,
    sessions: devHaystackInputs(d.q, embed, meaning),
    query: d.q.question,
    questionDate: d.q.question_date ?? null,
  });
  return ranked.map((r) => index.get(r.key)!);
};
// Word-vector signals other than the kept one, added to the third round's default (no meaning).
type DevTurns = DevQuestion["haystack_sessions"][number];
const bestMeaning = (d: (typeof data)[number], turns: DevTurns) =>
  bestUserTurnMeaning(
    meaning.embed(d.q.question),
    turns.map((t) => meaning.embed(t.content)),
  );
const wholeMeaning = (d: (typeof data)[number], turns: DevTurns) => {
  const question = meaning.embed(d.q.question);
  const text = meaning.embed(turns.map((t) => t.content).join("\n"));
  return question && text ? cosine(question, text) : 0;
};
const wordVectorSignal = (d: (typeof data)[number], perSession: (turns: DevTurns) => number) => d.q.haystack_sessions.map((turns) => perSession(turns));
const withExtra = (d: (typeof data)[number], extra: number[], w: number) => {
  const min = Math.min(...extra);
  const max = Math.max(...extra);
  const spread = extra.map((v) => (max > min ? (v - min) / (max - min) : 0));
  const index = new Map(d.q.haystack_session_ids.map((id, i) => [id, i]));
  return rankHaystackSessions({
    weights: { ...HYBRID_WEIGHTS, meaning: 0 },
    sessions: devHaystackInputs(d.q, embed),
    query: d.q.question,
    questionDate: d.q.question_date ?? null,
  })
    .map((r) => ({ i: index.get(r.key)!, score: r.score + w * spread[index.get(r.key)!]! }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((r) => r.i);
};
const VARIANTS: Variant[] = [
  { name: "BM25 baseline (plain tokens, k1 1.2, b 0.75)", rank: linear({ plain: 1 }) },
  { name: "BM25, k1 2", rank: linear({ "plain k1=2": 1 }) },
  { name: "BM25, b 0.5", rank: linear({ "plain b=0.5": 1 }) },
  { name: "BM25 on user turns only", rank: linear({ "plain user turns": 1 }) },
  { name: "BM25 on Lore's stemmed content words", rank: linear({ stem: 1 }) },
  { name: "best turn only (BM25 over the haystack's turns)", rank: linear({ "stem best turn": 1 }) },
  { name: "vector only (best turn, local embedder)", rank: linear({ vector: 1 }) },
  { name: "vector of the whole session", rank: linear({ "vector whole session": 1 }) },
  { name: "RRF of session BM25, best turn, vector", rank: rrf(["stem", "stem best turn", "vector"]) },
  { name: "session + 0.4 best turn", rank: linear({ stem: 1, "stem best turn": 0.4 }) },
  { name: "session + 0.4 best turn + 0.2 vector", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2 }) },
  { name: "session + 0.4 best turn + 0.4 vector", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.4 }) },
  {
    name: "session + 0.4 best turn + 0.2 vector + 0.2 whole-session vector",
    rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2, "vector whole session": 0.2 }),
  },
  { name: "session + 0.4 best turn + 0.2 vector + 0.5 time", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2, time: 0.5 }) },
  { name: "the same on plain tokens, time 1", rank: linear({ plain: 1, "plain best turn": 0.4, vector: 0.2, time: 1 }) },
  { name: "previous default: session + 0.4 best turn + 0.2 vector + 1 time", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2, time: 1 }) },
  { name: "  with the best 2 turns summed for the best turn", rank: linear({ stem: 1, "stem best 2 turns": 0.4, vector: 0.2, time: 1 }) },
  { name: "  with the best window of 2 turns for the best turn", rank: linear({ stem: 1, "stem window 2": 0.4, vector: 0.2, time: 1 }) },
  { name: "  + 0.2 best window of 3 turns", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2, time: 1, "stem window 3": 0.2 }) },
  { name: "  + 0.3 best user turn", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2, time: 1, "stem best user turn": 0.3 }) },
  { name: "  + 0.5 best user turn", rank: linear({ stem: 1, "stem best turn": 0.4, vector: 0.2, time: 1, "stem best user turn": 0.5 }) },
  { name: "  on the rewritten question", rank: linear({ "rewritten session": 1, "rewritten best turn": 0.4, vector: 0.2, time: 1 }) },
  {
    name: "  on the rewritten question + 0.5 best user turn",
    rank: linear({ "rewritten session": 1, "rewritten best turn": 0.4, vector: 0.2, time: 1, "rewritten best user turn": 0.5 }),
  },
  {
    name: "  on the rewritten question + 0.3 best user turn (Lore's hybrid without feedback)",
    rank: (d) => lore(d, { ...HYBRID_WEIGHTS, feedback: 0, meaning: 0 }),
  },
  { name: "  the same + 0.4 feedback", rank: (d) => lore(d, { ...HYBRID_WEIGHTS, feedback: 0.4, meaning: 0 }) },
  ...[0.1, 0.3, 0.5, 0.6].map((w) => ({
    name: `  the same + ${w} feedback`,
    rank: (d: (typeof data)[number]) => lore(d, { ...HYBRID_WEIGHTS, feedback: w, meaning: 0 }),
  })),
  // The fourth round: meaning from pre-trained word vectors (GloVe 100d, SIF-weighted averages),
  // added to the default of the third round with min-max scaling. "best user turn" is the signal
  // kept (rank-haystack-sessions.ts: meaning); the others are measured beside it.
  ...[0.1, 0.2, 0.3, 0.4, 0.5].map((w) => ({
    name: `third-round default + ${w} meaning (best user turn)`,
    rank: (d: (typeof data)[number]) => lore(d, { ...HYBRID_WEIGHTS, meaning: w }),
  })),
  ...(
    [
      ["best turn", (d: (typeof data)[number]) => wordVectorSignal(d, (turns) => bestMeaning(d, turns))],
      [
        "user turns as one text",
        (d: (typeof data)[number]) =>
          wordVectorSignal(d, (turns) =>
            wholeMeaning(
              d,
              turns.filter((t) => t.role === "user"),
            ),
          ),
      ],
      ["whole session", (d: (typeof data)[number]) => wordVectorSignal(d, (turns) => wholeMeaning(d, turns))],
    ] as const
  ).flatMap(([label, signal]) =>
    [0.1, 0.2, 0.3, 0.4, 0.5].map((w) => ({
      name: `third-round default + ${w} meaning (${label})`,
      rank: (d: (typeof data)[number]) => withExtra(d, signal(d), w),
    })),
  ),
  {
    name: `Lore's hybrid: rewritten question, session + ${HYBRID_WEIGHTS.bestTurn} best turn + ${HYBRID_WEIGHTS.vector} vector + ${HYBRID_WEIGHTS.time} time + ${HYBRID_WEIGHTS.userTurn} best user turn + ${HYBRID_WEIGHTS.feedback} feedback + ${HYBRID_WEIGHTS.meaning} meaning`,
    rank: (d) => lore(d),
  },
  // A better offline embedder, trained on the workspace's own text: LSA (lsa-space.ts).
  ...[100, 200, 300].map((k) => ({ name: `LSA ${k} dims only (best turn)`, rank: (d: (typeof data)[number]) => order(lsaVectors(d, k)) })),
  { name: "LSA 200 dims only (whole session)", rank: (d) => order(lsaWholeSession(d, 200)) },
  ...[100, 200, 300].map((k) => ({
    name: `Lore's hybrid with LSA ${k} dims as the vector (best turn, 0.2)`,
    rank: (d: (typeof data)[number]) => loreWithVector(d, (x) => lsaVectors(x, k)),
  })),
  {
    name: "Lore's hybrid with LSA 200 dims as the vector at 0.4",
    rank: (d) => loreWithVector(d, (x) => lsaVectors(x, 200), { ...HYBRID_WEIGHTS, vector: 0.4 }),
  },
  {
    name: "Lore's hybrid with the vector the mean of the local embedder's and LSA 200's (0.2)",
    rank: (d) =>
      loreWithVector(d, (x) => {
        const a = hashedVectors(x);
        return lsaVectors(x, 200).map((v, i) => (v + a[i]!) / 2);
      }),
  },
  {
    name: "Lore's hybrid with the same mean of the local embedder's and LSA 200's at 0.4",
    rank: (d) =>
      loreWithVector(
        d,
        (x) => {
          const a = hashedVectors(x);
          return lsaVectors(x, 200).map((v, i) => (v + a[i]!) / 2);
        },
        { ...HYBRID_WEIGHTS, vector: 0.4 },
      ),
  },
  { name: "Lore's hybrid with LSA 200 whole-session similarity as the vector (0.2)", rank: (d) => loreWithVector(d, (x) => lsaWholeSession(x, 200)) },
];

const fixed = (x: number | undefined) => (x === undefined ? "-" : x.toFixed(3));
const head = [
  "variant",
  ...DEV_HALVES.flatMap((h) => [`${h} R_any@10`, `${h} R_all@10`, `${h} NDCG@10`, ...(values["by-type"] ? [`${h} preference found`] : [])]),
];
console.log(`| ${head.join(" | ")} |\n| ${head.map(() => "---").join(" | ")} |`);
const only = values.only ? new RegExp(values.only, "i") : null;
for (const v of VARIANTS.filter((x) => !only || only.test(x.name))) {
  const cells = DEV_HALVES.flatMap((half) => {
    const items = data
      .filter((d) => d.half === half)
      .map((d) => ({
        questionId: d.q.question_id,
        answerSessionIds: d.q.answer_session_ids,
        rankedSessionIds: v.rank(d).map((i) => d.q.haystack_session_ids[i]!),
      }));
    const m = computeRetrievalMetrics(items, [10]);
    const cells = [fixed(m.recallAny["10"]), fixed(m.recallAll["10"]), fixed(m.ndcgAny["10"])];
    if (!values["by-type"]) return cells;
    const preference = data.filter((d) => d.half === half && d.q.question_type === "single-session-preference");
    const found = preference.filter((d) =>
      v
        .rank(d)
        .slice(0, 10)
        .some((i) => d.q.answer_session_ids.includes(d.q.haystack_session_ids[i]!)),
    ).length;
    return [...cells, `${found}/${preference.length}`];
  });
  console.log(`| ${v.name} | ${cells.join(" | ")} |`);
}

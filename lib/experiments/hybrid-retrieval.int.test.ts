import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { scoreHaystack } from "@/lib/dal/search/score-haystack";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { runRetrievalExperiment } from "@/lib/services/experiments/run-retrieval-experiment";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { buildDevBenchmark } from "@/lib/dev-benchmark/build-dev-benchmark";
import { devHaystackInputs } from "@/lib/dev-benchmark/dev-haystack-inputs";
import { getMeaningEmbedder } from "@/lib/embeddings/load-word-vectors";
import { sessionMeaning } from "@/lib/embeddings/word-vectors";
import type { DevQuestion } from "@/lib/dev-benchmark/dev-question";
import { embedText } from "@/lib/embeddings/local-embedder";
import { rankHaystackSessions, sessionTurnTerms } from "@/lib/search/rank-haystack-sessions";
import { createTestWorkspace } from "@/testing/factories";

// Real LongMemEval-S questions; 53_9a707b82 is a temporal-reasoning question.
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["43_caf9ead2.json", "47_b6025781.json", "53_9a707b82.json"].map((f) => path.resolve(LME, f));

type Raw = {
  question_id: string;
  question: string;
  question_date: string;
  haystack_session_ids: string[];
  haystack_dates: string[];
  haystack_sessions: { role: string; content: string }[][];
  answer_session_ids: string[];
};

describe("the default hybrid retriever", async () => {
  const vectors = (await getVectorSupport()).available;
  it.skipIf(!vectors)(
    "ranks each haystack by its own BM25, best turn, best user turn, vector, time and meaning, as computed straight from the question files",
    { timeout: 240_000 },
    async () => {
      const ws = await createTestWorkspace();
      await importLongMemEval({ workspaceId: ws.id, benchmark: "s", paths: FILES });
      const db = getDb();
      const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws.id }, select: { id: true } });
      const ranked = new Map<string, string[]>();
      const summary = await runRetrievalExperiment({
        workspaceId: ws.id,
        benchmarkId: benchmark.id,
        name: "hybrid",
        representation: { kind: "sessions" },
        retriever: "hybrid",
        k: 10,
        budget: null,
        encoding: "o200k_base",
        actorId: null,
        onResult: (r) => ranked.set(r.questionId, r.rankedSessionIds),
      });
      expect(summary.n).toBe(FILES.length);
      // An answer session of each of these real questions is within the first 5.
      expect(summary.recallAny["5"]).toBe(1);

      for (const file of FILES) {
        const raw = JSON.parse(readFileSync(file, "utf8")) as Raw;
        const question = await db.question.findFirstOrThrow({ where: { benchmarkId: benchmark.id, externalId: raw.question_id }, select: { id: true } });
        const embedded = await embedQuery(raw.question);
        if (!embedded.ok) throw new Error(embedded.message);
        const scores = await scoreHaystack({
          workspaceId: ws.id,
          questionId: question.id,
          query: raw.question,
          queryVector: JSON.parse(embedded.vector) as number[],
          representation: { kind: "sessions" },
        });
        const vectorOf = new Map(scores.map((s) => [s.externalId, s.vector]));
        const meaning = getMeaningEmbedder();
        const questionMeaning = meaning.embed(raw.question);
        const expected = rankHaystackSessions({
          sessions: raw.haystack_session_ids.map((id, i) => ({
            key: id,
            position: i,
            dateText: raw.haystack_dates[i]!,
            turnTerms: sessionTurnTerms(raw.haystack_sessions[i]!.map((t) => t.content)),
            turnRoles: raw.haystack_sessions[i]!.map((t) => t.role),
            vector: vectorOf.get(id)!,
            meaning: sessionMeaning(meaning, questionMeaning, raw.haystack_sessions[i]!),
          })),
          query: raw.question,
          questionDate: raw.question_date,
        }).map((r) => r.key);
        expect(ranked.get(raw.question_id)).toEqual(expected);
      }
    },
  );

  // The figures the hybrid's weights were chosen on come from scripts/bench/tune-hybrid.ts, which
  // ranks the dev benchmark in memory from the question files with float64 vectors; the product's
  // figures come from this path (pgvector's float4 vectors, turns read back from the database).
  // One question of each of these types, from the dev benchmark as retrieval-quality.ts builds it.
  it.skipIf(!vectors)(
    "ranks real dev-benchmark haystacks exactly as the in-memory measurement does from the question files",
    { timeout: 300_000 },
    async () => {
      const oracle = readdirSync(LME)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => JSON.parse(readFileSync(path.resolve(LME, f), "utf8")) as DevQuestion)
        .filter((q) => q.haystack_session_ids.every((id) => q.answer_session_ids.includes(id)));
      const dev = buildDevBenchmark({ questions: oracle, seed: 14 });
      const picked = ["multi-session", "temporal-reasoning", "single-session-preference"].map((type) => dev.find((q) => q.question_type === type)!);
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-dev-")), "dev.json");
      writeFileSync(file, JSON.stringify(picked));
      const ws = await createTestWorkspace();
      await importLongMemEval({ workspaceId: ws.id, benchmark: "dev", paths: [file] });
      const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId: ws.id }, select: { id: true } });
      const ranked = new Map<string, string[]>();
      await runRetrievalExperiment({
        workspaceId: ws.id,
        benchmarkId: benchmark.id,
        name: "hybrid",
        representation: { kind: "sessions" },
        retriever: "hybrid",
        k: 10,
        budget: null,
        encoding: "o200k_base",
        actorId: null,
        onResult: (r) => ranked.set(r.questionId, r.rankedSessionIds),
      });
      // The word vectors the run read (lib/embeddings/load-word-vectors.ts), for the meaning signal.
      const meaning = getMeaningEmbedder();
      for (const q of picked) {
        const expected = rankHaystackSessions({ sessions: devHaystackInputs(q, embedText, meaning), query: q.question, questionDate: q.question_date ?? null });
        expect(expected).toHaveLength(q.haystack_session_ids.length);
        expect(ranked.get(q.question_id)).toEqual(expected.map((r) => r.key));
      }
    },
  );
});

import path from "node:path";
import { getEncoding } from "js-tiktoken";
import { describe, expect, it } from "vitest";
import { analyzeDetailLoss } from "@/lib/detail-loss";
import { getDb } from "@/lib/db/prisma";
import { runRetrievalExperiment } from "@/lib/services/experiments/run-retrieval-experiment";
import { answerInContext } from "@/lib/experiments/score-evidence";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { createTestWorkspace } from "@/testing/factories";

// Real LongMemEval-S questions (~50 haystack sessions each; 43 and 47 share a session).
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const FILES = ["43_caf9ead2.json", "47_b6025781.json", "53_9a707b82.json"].map((f) => path.resolve(LME, f));

describe("the retrieval experiment's fast path", () => {
  it("records exactly what the straightforward computation gives on real questions", { timeout: 240_000 }, async () => {
    const ws = await createTestWorkspace();
    await importLongMemEval({ workspaceId: ws.id, benchmark: "s", paths: FILES });
    const db = getDb();
    const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws.id }, select: { id: true } });
    const summary = await runRetrievalExperiment({
      workspaceId: ws.id,
      benchmarkId: benchmark.id,
      name: "fast",
      representation: { kind: "sessions" },
      retriever: "fulltext",
      k: 10,
      budget: null,
      encoding: "o200k_base",
      actorId: null,
    });
    expect(summary.n).toBe(FILES.length);

    const results = await db.runResult.findMany({
      where: { runId: summary.runId },
      select: {
        readerContext: true,
        readerInputTokens: true,
        evidenceCoverage: true,
        answerInContext: true,
        retrieved: true,
        question: {
          select: {
            text: true,
            answer: true,
            isAbstention: true,
            haystack: { select: { sessionId: true, dateText: true } },
            evidenceTurns: { select: { observation: { select: { id: true, role: true, content: true } } } },
          },
        },
      },
    });
    const encoder = getEncoding("o200k_base");
    for (const r of results) {
      const q = r.question!;
      // The context, rebuilt from the database without any cache: the top 10 sessions' turns.
      const top = (r.retrieved as { sessionId: string }[]).slice(0, 10);
      const blocks = [];
      for (const [i, { sessionId }] of top.entries()) {
        const turns = await db.observation.findMany({ where: { sessionId }, orderBy: { position: "asc" }, select: { role: true, content: true } });
        const date = q.haystack.find((h) => h.sessionId === sessionId)!.dateText;
        blocks.push(`### Session ${i + 1}${date ? ` (${date})` : ""}\n${turns.map((t) => `${t.role ?? "fragment"}: ${t.content}`).join("\n")}`);
      }
      const context = blocks.join("\n\n");
      expect(r.readerContext).toBe(context);
      expect(r.readerInputTokens).toBe(encoder.encode(context).length);
      // Evidence coverage, every evidence turn analysed against the whole context on its own.
      const evidence = q.evidenceTurns.map((e) => ({ id: e.observation.id, role: e.observation.role ?? "user", content: e.observation.content }));
      const kept = evidence.filter(
        (turn) => !analyzeDetailLoss({ turns: [{ ...turn, answerBearing: true }], factSheet: context, answer: q.answer, question: q.text }).answerBearingLost,
      ).length;
      expect(r.evidenceCoverage).toBe(evidence.length ? kept / evidence.length : null);
      expect(r.answerInContext).toBe(answerInContext(q.answer, context, q.isAbstention));
    }
  });
});

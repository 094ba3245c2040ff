import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { runRetrievalExperiment, type ExperimentTimings, type RetrievalExperimentInput } from "@/lib/services/experiments/run-retrieval-experiment";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";
import { createTestWorkspace } from "@/testing/factories";

// 41 synthetic S questions: two full batches of 20 results saved in the background (the second
// waits for the first) and a last one saved at the end.
const QUESTIONS = 41;

async function storedResults(runId: string) {
  return getDb().runResult.findMany({
    where: { runId },
    orderBy: { questionExternalId: "asc" },
    select: {
      questionId: true,
      questionExternalId: true,
      questionType: true,
      readerInputTokens: true,
      evidenceCoverage: true,
      answerInContext: true,
      readerContext: true,
      retrieved: true,
    },
  });
}

describe("the pipelined retrieval experiment", () => {
  it(
    "stores exactly what a run of one question at a time stores, scored on a worker thread or inline, across batched saves, a stop and a resume",
    { timeout: 300_000 },
    async () => {
      const ws = await createTestWorkspace();
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-pipeline-")), "s.json");
      await writeSyntheticDataset({ out: file, scale: "s", seed: 5, from: 0, to: QUESTIONS });
      await importLongMemEval({ workspaceId: ws.id, benchmark: "s", paths: [file] });
      const db = getDb();
      const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws.id }, select: { id: true } });
      const base: RetrievalExperimentInput = {
        workspaceId: ws.id,
        benchmarkId: benchmark.id,
        name: "",
        representation: { kind: "sessions" },
        retriever: "fulltext",
        k: 10,
        budget: 20_000,
        encoding: "o200k_base",
        actorId: null,
      };

      const sequential = await runRetrievalExperiment({ ...base, name: "sequential", pipeline: false });
      const progress: number[] = [];
      // Scored on a worker thread (it must start here: "worker" fails rather than fall back).
      const workerTimings: ExperimentTimings = {};
      const pipelined = await runRetrievalExperiment({
        ...base,
        name: "pipelined",
        scoring: "worker",
        timings: workerTimings,
        onProgress: (done, total) => {
          expect(total).toBe(QUESTIONS);
          progress.push(done);
        },
      });
      expect(workerTimings.scoredIn).toBe("worker");
      const inlineTimings: ExperimentTimings = {};
      const inline = await runRetrievalExperiment({ ...base, name: "pipelined inline", scoring: "inline", timings: inlineTimings });
      expect(inlineTimings.scoredIn).toBe("inline");
      expect(sequential.complete && pipelined.complete && inline.complete).toBe(true);
      expect(progress).toEqual(Array.from({ length: QUESTIONS }, (_, i) => i + 1));
      const expected = await storedResults(sequential.runId);
      expect(expected).toHaveLength(QUESTIONS);
      expect(await storedResults(pipelined.runId)).toEqual(expected);
      expect(await storedResults(inline.runId)).toEqual(expected);
      expect({ ...pipelined, run: "", runId: "" }).toEqual({ ...sequential, run: "", runId: "" });
      expect({ ...inline, run: "", runId: "" }).toEqual({ ...sequential, run: "", runId: "" });

      // Stopped after 25 questions (one background batch of 20 in flight or done, 5 pending), the run
      // keeps those 25 and is unfinished; resumed, it computes only the rest and ends the same.
      let asked = 0;
      const stopped = await runRetrievalExperiment({ ...base, name: "resumed", shouldStop: () => ++asked > 25 });
      expect(stopped.complete).toBe(false);
      expect(await db.run.findUniqueOrThrow({ where: { id: stopped.runId }, select: { status: true } })).toEqual({ status: "failed" });
      // Questions are asked in external-id order, the order storedResults sorts by.
      expect(await storedResults(stopped.runId)).toEqual(expected.slice(0, 25));
      const resumed = await runRetrievalExperiment({ ...base, name: "resumed" });
      expect(resumed.runId).toBe(stopped.runId);
      expect(resumed.complete).toBe(true);
      expect(await storedResults(resumed.runId)).toEqual(expected);
    },
  );
});

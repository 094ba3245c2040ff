import { describe, expect, it } from "vitest";
import type { ComparableResult } from "@/lib/runs/comparable-result";
import { computeRunStages, sessionRecall } from "@/lib/runs/compute-run-stages";

const result = (id: string, patch: Partial<ComparableResult> = {}): ComparableResult => ({
  questionExternalId: id,
  questionId: null,
  questionType: "multi-session",
  correct: true,
  readerInputTokens: null,
  evidenceCoverage: null,
  answerInContext: null,
  retrievedSessionIds: null,
  answerSessionIds: null,
  ...patch,
});

describe("sessionRecall", () => {
  it("is recall_any@k by LongMemEval's definition, skipping abstention and unranked questions", () => {
    const recall = sessionRecall([
      result("q1", { retrievedSessionIds: ["s9", "s8", "s1"], answerSessionIds: ["s1"] }),
      result("q2", { retrievedSessionIds: ["s2", "s7"], answerSessionIds: ["s2", "s3"] }),
      result("q3_abs", { retrievedSessionIds: ["s4"], answerSessionIds: ["s4"] }),
      result("q4", { retrievedSessionIds: null, answerSessionIds: ["s1"] }),
      result("q5", { retrievedSessionIds: ["s1"], answerSessionIds: null }),
    ]);
    expect(recall).toEqual({ n: 2, recallAny: { "1": 0.5, "3": 1, "5": 1, "10": 1 } });
  });

  it("counts a session retrieved twice once toward k, as the official cutoff does", () => {
    // Turn-level rankings repeat sessions: the 2nd distinct session is at position 3.
    expect(sessionRecall([result("q1", { retrievedSessionIds: ["s9", "s9", "s1"], answerSessionIds: ["s1"] })]).recallAny).toMatchObject({ "1": 0, "3": 1 });
  });

  it("is null when nothing was retrieved", () => {
    expect(sessionRecall([result("q1")])).toEqual({ n: 0, recallAny: null });
  });
});

describe("computeRunStages", () => {
  it("measures every run over the questions all of them judged", () => {
    const stages = computeRunStages([
      {
        id: "a",
        name: "A",
        results: [
          result("q1", { evidenceCoverage: 1, readerInputTokens: 100 }),
          result("q2", { correct: false, evidenceCoverage: 0.5, readerInputTokens: 300 }),
          result("q3"),
        ],
      },
      { id: "b", name: "B", results: [result("q1", { correct: false }), result("q2"), result("q3", { correct: null })] },
    ]);
    expect(stages.sharedQuestions).toBe(2);
    const [a, b] = stages.runs;
    expect(a).toMatchObject({ runId: "a", n: 2, accuracy: 0.5, evidenceN: 2, evidenceCoverage: 0.75, recallN: 0, recallAny: null });
    expect(a!.readerTokens).toEqual({ n: 2, mean: 200, median: 200, p90: 280 });
    expect(a!.byType["multi-session"]).toMatchObject({ n: 2, correct: 1, accuracy: 0.5 });
    expect(a!.accuracyCi95!.lo).toBeLessThan(0.5);
    expect(b).toMatchObject({ n: 2, accuracy: 0.5, evidenceCoverage: null, readerTokens: { n: 0, mean: null } });
  });

  it("keeps a retrieval-only run's own figures instead of emptying every run's", () => {
    const stages = computeRunStages([
      {
        id: "ret",
        name: "ret",
        results: [
          result("q1", { correct: null, retrievedSessionIds: ["s1"], answerSessionIds: ["s1"], evidenceCoverage: 1 }),
          result("q2", { correct: null, retrievedSessionIds: ["s9"], answerSessionIds: ["s2"], evidenceCoverage: 0 }),
        ],
      },
      { id: "qa", name: "qa", results: [result("q1"), result("q2", { correct: false })] },
    ]);
    expect(stages.sharedQuestions).toBe(2);
    expect(stages.unjudgedRunIds).toEqual(["ret"]);
    expect(stages.runs[0]).toMatchObject({ n: 0, accuracy: null, recallN: 2, recallAny: { "1": 0.5 }, evidenceCoverage: 0.5 });
    expect(stages.runs[1]).toMatchObject({ n: 2, accuracy: 0.5 });
  });
});

import { describe, expect, it } from "vitest";
import type { RunRow } from "@/lib/longmemeval/parse-run-row";
import { scoreImportedRun, type BenchmarkQuestionInfo } from "@/lib/runs/score-imported-run";

const row = (questionId: string, patch: Partial<RunRow> = {}): RunRow => ({
  questionId,
  hypothesis: "h",
  correct: null,
  judge: null,
  questionType: null,
  readerInputTokens: null,
  rankedCorpusIds: null,
  raw: {},
  ...patch,
});

const questions = new Map<string, BenchmarkQuestionInfo>([
  ["q1", { id: "db1", type: "multi-session", answerSessionIds: ["s1"], haystackSessionIds: ["s1", "s2"] }],
]);

describe("scoreImportedRun", () => {
  it("prefers the benchmark's question type over the row's and lists unmatched ids", () => {
    const { score, results } = scoreImportedRun(
      [row("q1", { correct: true, questionType: "temporal-reasoning" }), row("q9", { correct: false, questionType: "knowledge-update" })],
      questions,
    );
    expect(results[0]).toMatchObject({ questionDbId: "db1", resolvedType: "multi-session" });
    expect(score.byType).toMatchObject({ "multi-session": { n: 1, correct: 1 }, "knowledge-update": { n: 1, correct: 0 } });
    expect(score).toMatchObject({ n: 2, correct: 1, accuracy: 0.5, unmatchedQuestionIds: ["q9"] });
  });

  it("scores only judged rows but counts every result", () => {
    const { score } = scoreImportedRun([row("q1"), row("q2", { correct: true })], questions);
    expect(score).toMatchObject({ results: 2, n: 1, correct: 1 });
  });

  it("maps turn-level corpus ids to sessions, and keeps session-level ids as they are", () => {
    const turnLevel = scoreImportedRun([row("q1", { rankedCorpusIds: ["s2_3", "s1_1"] })], questions);
    expect(turnLevel.results[0]?.rankedSessionIds).toEqual(["s2", "s1"]);
    expect(turnLevel.score.retrieval?.recallAny["1"]).toBe(0);
    expect(turnLevel.score.retrieval?.recallAny["3"]).toBe(1);
    const sessionLevel = scoreImportedRun([row("q1", { rankedCorpusIds: ["s1", "s2"] })], questions);
    expect(sessionLevel.results[0]?.rankedSessionIds).toEqual(["s1", "s2"]);
  });

  it("averages reader tokens where rows have them", () => {
    const { score } = scoreImportedRun([row("q1", { readerInputTokens: 100 }), row("q2", { readerInputTokens: 300 }), row("q3")], questions);
    expect(score.readerTokensMean).toBe(200);
  });
});

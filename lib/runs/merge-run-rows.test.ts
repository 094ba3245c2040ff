import { describe, expect, it } from "vitest";
import type { RunRow } from "@/lib/longmemeval/parse-run-row";
import { mergeRunRows, RunMergeError } from "@/lib/runs/merge-run-rows";

const row = (questionId: string, patch: Partial<RunRow> = {}): RunRow => ({
  questionId,
  hypothesis: null,
  correct: null,
  judge: null,
  questionType: null,
  readerInputTokens: null,
  rankedCorpusIds: null,
  raw: {},
  ...patch,
});

describe("mergeRunRows", () => {
  it("takes correctness from the judge file and the hypothesis from the run file", () => {
    const merged = mergeRunRows([row("q1", { hypothesis: "Lisbon", readerInputTokens: 120 })], [row("q1", { correct: true, judge: "gpt-4o" })]);
    expect(merged).toEqual([row("q1", { hypothesis: "Lisbon", readerInputTokens: 120, correct: true, judge: "gpt-4o" })]);
  });

  it("keeps judged questions that the hypotheses file lacks, and unjudged ones as null", () => {
    const merged = mergeRunRows([row("q1")], [row("q2", { correct: false })]);
    expect(merged.map((r) => [r.questionId, r.correct])).toEqual([
      ["q1", null],
      ["q2", false],
    ]);
  });

  it("refuses a question listed twice", () => {
    expect(() => mergeRunRows([row("q1"), row("q1")], null)).toThrow(RunMergeError);
    expect(() => mergeRunRows([row("q1")], [row("q2"), row("q2")])).toThrow(/--eval file lists question q2 more than once/);
  });
});

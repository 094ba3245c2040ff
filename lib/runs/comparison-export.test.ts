import { describe, expect, it } from "vitest";
import type { ComparisonData } from "@/lib/services/runs/get-comparison";
import type { ComparableResult, ComparableRun } from "@/lib/runs/comparable-result";
import { compareRuns } from "@/lib/runs/compare-runs";
import { comparisonFlipsCsv, comparisonJson, comparisonStagesCsv, comparisonSummaryCsv, toCsv } from "@/lib/runs/comparison-export";
import { computeRunStages } from "@/lib/runs/compute-run-stages";

const result = (id: string, correct: boolean, type: string): ComparableResult => ({
  questionExternalId: id,
  questionId: null,
  questionType: type,
  correct,
  readerInputTokens: 10,
  evidenceCoverage: null,
  answerInContext: null,
  retrievedSessionIds: null,
  answerSessionIds: null,
});

function data(): ComparisonData {
  const a: ComparableRun = { id: "ra", name: '=cmd, "quoted"', results: [result("q1", true, "multi-session"), result("q2", false, "knowledge-update")] };
  const b: ComparableRun = { id: "rb", name: "B", results: [result("q1", false, "multi-session"), result("q2", false, "knowledge-update")] };
  return {
    ok: true,
    benchmark: { id: "b", name: "s" },
    runs: [],
    stages: computeRunStages([a, b]),
    comparisons: [compareRuns(a, b, { resamples: 50, seed: 1 })],
    benchmarkRuns: [],
    runConfigurations: {},
    flipDetails: {},
  };
}

describe("toCsv", () => {
  it("quotes commas, quotes and newlines, and defuses formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["=1+1", -0.5],
          [null, true],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=1+1,-0.5\r\n,true\r\n');
  });
});

describe("comparison exports", () => {
  it("write one summary row per type and one for all questions", () => {
    const lines = comparisonSummaryCsv(data()).trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^benchmark,run_a,run_a_id,run_b,run_b_id,question_type,n,accuracy_a,accuracy_b,delta,/);
    expect(lines[1]).toContain(`"'=cmd, ""quoted""",ra,B,rb,multi-session,1,1,0,1,`);
    expect(lines[3]).toContain(",all,2,0.5,0,0.5,");
    expect(lines[3]).toContain("paired-bootstrap:50:seed=1,1,0,0,1,1");
  });

  it("write the stage table and the flips", () => {
    expect(comparisonStagesCsv(data()).split("\r\n")[0]).toContain("recall_any_at_10");
    expect(comparisonFlipsCsv(data()).trim().split("\r\n")[1]).toBe(`s,"'=cmd, ""quoted""",B,q1,multi-session,"'=cmd, ""quoted"""`);
  });

  it("give the JSON in lore compare's shape, with flips", () => {
    const json = comparisonJson(data());
    expect(json.comparisons[0]).toMatchObject({ n: 2, onlyA: 1, onlyB: 0, flips: [{ questionId: "q1", questionType: "multi-session", rightOnlyIn: "A" }] });
    expect(json.comparisons[0]).toHaveProperty("deltaCi95");
    expect(json.comparisons[0]).toHaveProperty("byType.multi-session.mcnemarP", 1);
  });
});

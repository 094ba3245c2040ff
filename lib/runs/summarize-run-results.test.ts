import { describe, expect, it } from "vitest";
import { summarizeRunResults } from "@/lib/runs/summarize-run-results";

describe("summarizeRunResults", () => {
  it("computes accuracy over judged results only", () => {
    const s = summarizeRunResults([
      { correct: true, readerInputTokens: 100, evidenceCoverage: 1 },
      { correct: false, readerInputTokens: 300, evidenceCoverage: 0.5 },
      { correct: null, readerInputTokens: null, evidenceCoverage: null },
    ]);
    expect(s).toEqual({ n: 3, judged: 2, correct: 1, accuracy: 0.5, readerTokensMean: 200, evidenceCoverageMean: 0.75 });
  });

  it("reports null, not zero, when nothing was judged", () => {
    expect(summarizeRunResults([]).accuracy).toBeNull();
  });
});

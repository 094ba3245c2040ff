import { describe, expect, it } from "vitest";
import { deriveStageVerdicts, type StageVerdictInput } from "@/lib/questions/stage-verdicts";
import { storyContradictions } from "@/lib/questions/story-contradictions";

const input = (result: Partial<StageVerdictInput["result"]>, configuration: unknown = { representation: "factsheets", extractor: "x@1", k: 10 }) =>
  deriveStageVerdicts({
    question: { isAbstention: false, answerSessionIds: ["s"] },
    configuration,
    runJudged: true,
    result: { retrievedSessionIds: ["s"], evidenceCoverage: 0, answerInContext: true, correct: false, contextShape: null, ...result },
  });

describe("storyContradictions", () => {
  it("finds none in a story told by deriveStageVerdicts, in every view", () => {
    const v = input({});
    expect(
      storyContradictions({
        trace: { verdicts: v, correct: false, sheetAnalysis: "lost" },
        table: { verdicts: v, correct: false, evidenceCoverage: 0 },
        compare: { verdicts: v, correct: false },
      }),
    ).toEqual([]);
  });

  it("catches the old demo_q_06 story: lost at the sheet, then 'kept' in the reader's context, beside 0% coverage", () => {
    const v = input({});
    const old = {
      ...v,
      context: { ...v.context, status: "kept" as const, detail: "The answer was in the reader's context." },
      shown: v.shown.map((s) => (s.key === "context" ? { ...s, status: "kept" as const } : s)),
    };
    const found = storyContradictions({
      trace: { verdicts: old, correct: false, sheetAnalysis: "lost" },
      table: { verdicts: old, correct: false, evidenceCoverage: 0 },
    });
    expect(found).toEqual(
      expect.arrayContaining([
        "trace: lost at Fact sheet, yet the reader's context kept the evidence",
        "trace: the context kept the evidence, yet the sheet is said to have lost it",
        'table: evidence coverage 0 beside evidence in context "kept"',
      ]),
    );
  });

  it("catches views that disagree with each other or with their own badges", () => {
    const wrong = input({});
    const right = input({ evidenceCoverage: 1, correct: true });
    expect(
      storyContradictions({
        trace: { verdicts: wrong, correct: true, sheetAnalysis: "kept" },
        table: { verdicts: right, correct: false, evidenceCoverage: 1 },
        compare: { verdicts: wrong, correct: true },
      }),
    ).toEqual([
      "trace: the hypothesis is true but the answer stage says lost",
      "trace: the run's fact-sheet stage says lost, Lore's analysis of the stored sheet says kept",
      "table row and trace tell different stories",
      "table: the verdict badge says false, the answer stage kept",
      "compare: the flip says true, the answer stage lost",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { analyzeSessionSheet } from "@/lib/analysis/analyze-session-sheet";
import { summarizeDetailLoss } from "@/lib/analysis/summarize-detail-loss";

const turns = [
  { id: "t0", role: "user", content: "I adopted a beagle named Biscuit in March, she is twelve weeks old." },
  { id: "t1", role: "assistant", content: "Congratulations! I recommend the Kong Classic toy and a crate." },
  { id: "t2", role: "user", content: "I also run 5 km every Sunday with my sister Maya." },
];
const q = (type: string, turnIds: string[], answer: string, text: string) => ({ questionId: `q-${type}`, externalId: type, type, answer, text, turnIds });

describe("analyzeSessionSheet", () => {
  it("keeps nothing lost for a faithful sheet", () => {
    const result = analyzeSessionSheet({
      turns,
      factSheet:
        "- User adopted a beagle, Biscuit, in March; 12 weeks old.\n- Assistant recommended the Kong Classic toy and a crate.\n- User runs 5 km on Sundays with sister Maya.",
      questions: [q("single-session-user", ["t0"], "Biscuit", "What is my dog's name?")],
    });
    expect(result.answerBearingLost).toBe(false);
    expect(result.questions).toEqual([
      { questionId: "q-single-session-user", externalId: "single-session-user", type: "single-session-user", answerBearingLost: false },
    ]);
  });

  it("flags each question whose answer the sheet lost, and merges lost details", () => {
    const result = analyzeSessionSheet({
      turns,
      factSheet: "- User adopted a dog.\n- User wants to buy a toy.\n- User runs on Sundays.",
      questions: [
        q("single-session-user", ["t0"], "Biscuit", "What is my dog's name?"),
        q("single-session-assistant", ["t1"], "Kong Classic", "Which toy did you recommend?"),
      ],
    });
    expect(result.questions.map((x) => x.answerBearingLost)).toEqual([true, true]);
    expect(result.answerBearingLost).toBe(true);
    expect(result.coverage).toBeLessThan(0.6);
    const keys = result.lostDetails.map((d) => `${d.turnId}:${d.start}:${d.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(result.lostDetails.some((d) => d.turnId === "t0" && d.answerBearing)).toBe(true);
  });

  it("summarizes coverage over all sessions and the loss rate over sessions with evidence, per type", () => {
    const lossy = analyzeSessionSheet({
      turns,
      factSheet: "- User adopted a dog.",
      questions: [q("single-session-user", ["t0"], "Biscuit", "What is my dog's name?")],
    });
    const none = analyzeSessionSheet({ turns, factSheet: turns.map((t) => t.content).join("\n"), questions: [] });
    const summary = summarizeDetailLoss([lossy, none]);
    expect(summary).toMatchObject({ sessions: 2, answerBearingLost: 1, answerBearingLostRate: 1 });
    expect(summary.meanCoverage).toBeCloseTo((lossy.coverage + none.coverage) / 2);
    expect(summary.byQuestionType["single-session-user"]).toMatchObject({ sessions: 1, answerBearingLostRate: 1 });
  });
});

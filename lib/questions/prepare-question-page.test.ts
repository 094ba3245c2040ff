import { describe, expect, it } from "vitest";
import { parseRunIds, prepareQuestionPage, type QuestionPageInput } from "@/lib/questions/prepare-question-page";

const result = (id: string, correct: boolean) => ({
  retrieved: null,
  evidenceCoverage: null,
  answerInContext: null,
  hypothesis: `hypothesis ${id}`,
  correct,
  judgeOutput: null,
  run: { id, name: `run ${id}`, configuration: {}, judge: null, archivedAt: null },
});
const input: QuestionPageInput = {
  question: { text: "Which job came 2nd?", answer: "Transcriptionist", isAbstention: false, answerSessionIds: ["ext-1"] },
  evidenceTurnIds: ["o2"],
  sessions: [
    {
      id: "s1",
      externalId: "ext-1",
      dateText: "2023/05/27 (Sat) 00:59",
      observations: [
        { id: "o1", position: 0, role: "user", content: "Jobs for seniors?" },
        { id: "o2", position: 1, role: "assistant", content: "1. Bookkeeper\n2. Transcriptionist" },
      ],
      factSheets: [{ text: "- Assistant listed jobs.", extractor: { id: "x1", name: "lossy", version: "1" } }],
    },
  ],
  results: [result("r1", false), result("r2", true)],
};

describe("prepareQuestionPage", () => {
  it("lists the evidence turns with links to their place in the session", () => {
    const view = prepareQuestionPage(input);
    expect(view.evidenceTurns).toEqual([
      {
        id: "o2",
        sessionId: "s1",
        sessionExternalId: "ext-1",
        sessionDate: "2023/05/27 (Sat) 00:59",
        position: 1,
        role: "assistant",
        content: "1. Bookkeeper\n2. Transcriptionist",
        href: "/sessions/s1#turn-1",
      },
    ]);
    expect(view.trace.extractors.map((e) => [e.label, e.stage.status])).toEqual([["lossy@1", "lost"]]);
    expect(view.trace.runs.map((r) => r.runId)).toEqual(["r1", "r2"]);
    expect(view.focused).toBe(false);
  });

  it("focuses the runs named in ?runs= and ignores unknown ids", () => {
    const view = prepareQuestionPage(input, ["r2", "nope"]);
    expect(view.trace.runs.map((r) => r.runId)).toEqual(["r2"]);
    expect(view.runOptions).toEqual([
      { id: "r1", name: "run r1", focused: false },
      { id: "r2", name: "run r2", focused: true },
    ]);
    expect(prepareQuestionPage(input, ["nope"]).trace.runs).toHaveLength(2);
  });
});

describe("parseRunIds", () => {
  it("splits, trims and de-duplicates", () => {
    expect(parseRunIds(" a,b,,a ")).toEqual(["a", "b"]);
    expect(parseRunIds(["a", "c"])).toEqual(["a", "c"]);
    expect(parseRunIds(undefined)).toEqual([]);
  });
});

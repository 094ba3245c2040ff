import { describe, expect, it } from "vitest";
import { compareQuestionTypes, retrievedSessionIds, toComparableResult } from "@/lib/runs/comparable-result";

describe("retrievedSessionIds", () => {
  it("orders by rank and prefers the dataset's session id over the database id", () => {
    expect(
      retrievedSessionIds([
        { rank: 2, sessionId: "db2", externalId: "s2", score: 0.4 },
        { rank: 1, sessionId: "db1", externalId: "s1", score: 0.9 },
        { rank: 3, externalId: "s3", corpusId: "s3_4" },
        { rank: 4, sessionId: "db4" },
      ]),
    ).toEqual(["s1", "s2", "s3", "db4"]);
  });

  it("reads anything but a list as no retrieval, and skips malformed entries", () => {
    expect(retrievedSessionIds(null)).toBeNull();
    expect(retrievedSessionIds({ rank: 1 })).toBeNull();
    expect(retrievedSessionIds([null, 3, { rank: 1 }, { externalId: "s5" }])).toEqual(["s5"]);
  });
});

describe("toComparableResult", () => {
  it("takes the benchmark's type and answer sessions over the row's", () => {
    const r = toComparableResult({
      questionExternalId: "q1",
      questionId: "db",
      questionType: "single-session-user",
      correct: true,
      readerInputTokens: 5,
      evidenceCoverage: null,
      retrieved: [{ rank: 1, externalId: "s1" }],
      question: { type: "multi-session", answerSessionIds: ["s1"] },
    });
    expect(r).toMatchObject({ questionType: "multi-session", answerSessionIds: ["s1"], retrievedSessionIds: ["s1"], answerInContext: null });
    const unmatched = toComparableResult({
      questionExternalId: "q2",
      questionId: null,
      questionType: "temporal-reasoning",
      correct: false,
      readerInputTokens: null,
      evidenceCoverage: null,
      retrieved: null,
      question: null,
    });
    expect(unmatched).toMatchObject({ questionType: "temporal-reasoning", answerSessionIds: null, retrievedSessionIds: null });
  });
});

describe("compareQuestionTypes", () => {
  it("puts the official types in the dataset's order, then others alphabetically", () => {
    expect(["zeta", "knowledge-update", "alpha", "single-session-user", "multi-session"].sort(compareQuestionTypes)).toEqual([
      "single-session-user",
      "multi-session",
      "knowledge-update",
      "alpha",
      "zeta",
    ]);
  });
});

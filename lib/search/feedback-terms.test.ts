import { describe, expect, it } from "vitest";
import { feedbackTerms } from "@/lib/search/feedback-terms";

const docs = [
  ["jog", "yoga", "workout", "run", "workout"],
  ["workout", "run", "morning"],
  ["weather", "nice"],
  ["lentil", "soup", "nice"],
  ["cat", "sleep"],
  ["phone", "case"],
];

describe("feedbackTerms", () => {
  it("weighs the best sessions' shared words by their share of the session and of the first pass's score", () => {
    const terms = feedbackTerms({ documents: docs, scores: [2, 1, 0, 0, 0, 0], queryTerms: ["jog", "yoga"] });
    expect(terms.map(([t]) => t)).toEqual(["workout", "run"]);
    // workout: 2/3 of the score x 2/5 of session 1 + 1/3 x 1/3 of session 2.
    expect(terms[0]![1]).toBeCloseTo((2 / 3) * (2 / 5) + (1 / 3) * (1 / 3));
  });

  it("never expands with the question's words, a word of one session, or a word in more than half the sessions", () => {
    const common = docs.map((d, i) => (i < 4 ? [...d, "like"] : d));
    const terms = feedbackTerms({ documents: common, scores: [2, 1, 0, 0, 0, 0], queryTerms: ["jog", "workout"] });
    expect(terms.map(([t]) => t)).toEqual(["run"]);
  });

  it("reads only the best feedbackDocs sessions with a positive score, and at most `terms` words", () => {
    expect(feedbackTerms({ documents: docs, scores: [0, 0, 0, 0, 0, 0], queryTerms: [] })).toEqual([]);
    const terms = feedbackTerms({ documents: docs, scores: [0, 0, 3, 2, 0, 0], queryTerms: [], options: { feedbackDocs: 1, terms: 5 } });
    expect(terms.map(([t]) => t)).toEqual(["nice"]);
  });
});

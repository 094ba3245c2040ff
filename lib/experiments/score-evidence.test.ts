import { describe, expect, it } from "vitest";
import { buildReaderContext } from "@/lib/experiments/build-reader-context";
import { answerInContext, evidenceCoverage } from "@/lib/experiments/score-evidence";
import { countTokens } from "@/lib/experiments/token-counter";

const evidence = [{ id: "t1", role: "assistant", content: "1. Virtual assistant\n2. Tutor\n7. Transcriptionist\n8. Social media manager" }];

describe("evidence scoring", () => {
  it("finds the gold answer in the context, ignoring case and a final period", () => {
    expect(answerInContext("Transcriptionist.", "user: ...\nassistant: 7. transcriptionist", false)).toBe(true);
    expect(answerInContext("Transcriptionist.", "assistant: some jobs", false)).toBe(false);
    expect(answerInContext("The information is not enough", "anything", true)).toBeNull();
  });

  it("covers the evidence when the context keeps the original turn, not when a sheet blurs it", () => {
    const q = { answer: "Transcriptionist", question: "What was the 7th job in the list you provided?" };
    expect(evidenceCoverage({ evidenceTurns: evidence, context: `assistant: ${evidence[0]!.content}`, ...q })).toBe(1);
    expect(evidenceCoverage({ evidenceTurns: evidence, context: "- Assistant listed several remote jobs for seniors.", ...q })).toBe(0);
    expect(evidenceCoverage({ evidenceTurns: [], context: "x", ...q })).toBeNull();
  });
});

describe("buildReaderContext", () => {
  const items = ["alpha beta", "gamma delta", "epsilon"].map((text, i) => ({ id: `i${i}`, sessionExternalId: `s${i}`, text, dateText: null, score: 1 - i / 10 }));

  it("keeps the top-k in rank order and counts tokens with the named encoding", () => {
    const ctx = buildReaderContext({ items, k: 2, encoding: "o200k_base" });
    expect(ctx.text.indexOf("alpha")).toBeLessThan(ctx.text.indexOf("gamma"));
    expect(ctx.text).not.toContain("epsilon");
    expect(ctx.tokens).toBe(countTokens(ctx.text, "o200k_base"));
    expect(ctx.included).toBe(2);
  });

  it("cuts at the token budget", () => {
    const ctx = buildReaderContext({ items, k: 3, budget: 8, encoding: "cl100k_base" });
    expect(ctx.tokens).toBe(8);
    expect(ctx.included).toBeLessThan(3);
  });
});

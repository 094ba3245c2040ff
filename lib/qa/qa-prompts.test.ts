import { describe, expect, it } from "vitest";
import { judgePrompt, judgeVerdict } from "@/lib/qa/judge-prompt";
import { readerPrompt } from "@/lib/qa/reader-prompt";

const base = { isAbstention: false, question: "How many days?", answer: "18", response: "19 days" };

describe("judge prompts", () => {
  it("forgives off-by-one only for temporal questions", () => {
    expect(judgePrompt({ ...base, type: "temporal-reasoning" })).toMatch(/off-by-one/);
    expect(judgePrompt({ ...base, type: "multi-session" })).not.toMatch(/off-by-one/);
  });
  it("accepts the updated answer for knowledge updates and uses a rubric for preferences", () => {
    expect(judgePrompt({ ...base, type: "knowledge-update" })).toMatch(/updated answer/);
    expect(judgePrompt({ ...base, type: "single-session-preference" })).toMatch(/Rubric: 18/);
  });
  it("asks whether an abstention question was called unanswerable", () => {
    expect(judgePrompt({ ...base, type: "single-session-user", isAbstention: true })).toMatch(/unanswerable/);
  });
  it("counts yes in any case as correct", () => {
    expect(["Yes", "yes.", "YES", " yes "].map(judgeVerdict)).toEqual([true, true, true, true]);
    expect(judgeVerdict("No")).toBe(false);
  });
});

describe("reader prompts", () => {
  it("adds the type's instruction only in the typed style", () => {
    const args = { type: "knowledge-update", context: "CTX", question: "Q?", questionDate: "2023/05/30" };
    expect(readerPrompt({ ...args, style: "typed" })).toMatch(/most recent value/);
    expect(readerPrompt({ ...args, style: "static" })).not.toMatch(/most recent value/);
    expect(readerPrompt({ ...args, style: "static" })).toMatch(/CTX[\s\S]*Current date: 2023\/05\/30[\s\S]*Question: Q\?/);
  });
});

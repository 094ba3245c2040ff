import { describe, expect, it } from "vitest";
import { prepareReaderContext } from "@/lib/questions/prepare-reader-context";

const evidence = { id: "t1", sessionExternalId: "s_ans", position: 1, role: "assistant", content: "Use 450 grams of bread flour." };
const base = {
  ranking: ["s_other", "s_ans"],
  evidenceTurns: [evidence],
  answerSessionIds: ["s_ans"],
  answer: "450 grams",
  question: "How much flour?",
  isAbstention: false,
};
const context = [
  "### Session 1 (2023/05/01 (Mon) 10:00)\nuser: hi\n### Session 9 is text, not a heading",
  "### Session 2\nuser: How much flour for focaccia?\nassistant: Use 450 grams of bread flour.\nuser: thanks",
].join("\n\n");

describe("prepareReaderContext", () => {
  it("cuts the recorded context into its ranked blocks, highlights the verbatim evidence turn and outlines its session", () => {
    const view = prepareReaderContext({ ...base, context });
    if (!view.recorded) throw new Error("expected a recorded context");
    expect(view.blocks.map((b) => [b.index, b.sessionExternalId, b.evidenceSession])).toEqual([
      [1, "s_other", false],
      [2, "s_ans", true],
    ]);
    expect(view.blocks.flatMap((b) => b.segments.map((s) => s.text)).join("")).toBe(context);
    expect(view.blocks[1]!.segments.filter((s) => s.kind === "evidence")).toEqual([
      { text: "assistant: Use 450 grams of bread flour.", kind: "evidence", turnId: "t1" },
    ]);
    expect(view).toMatchObject({ verbatim: 1, evidenceTurns: 1, lost: [], characters: context.length });
  });

  it("lists the evidence details a context that paraphrases the turn does not hold", () => {
    const sheet = "### Session 1\n- User asked for a focaccia recipe.";
    const view = prepareReaderContext({ ...base, context: sheet, ranking: ["s_ans"] });
    if (!view.recorded) throw new Error("expected a recorded context");
    expect(view.verbatim).toBe(0);
    expect(view.lost.map((d) => d.text)).toContain("450 grams");
    expect(view.lost[0]).toMatchObject({ sessionExternalId: "s_ans", position: 1 });
  });

  it("says plainly when the run recorded no context, rebuilding nothing", () => {
    expect(prepareReaderContext({ ...base, context: null })).toEqual({
      recorded: false,
      reason: expect.stringMatching(/^The run did not record the reader's context/),
    });
  });
});

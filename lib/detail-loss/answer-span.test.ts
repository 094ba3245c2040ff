import { describe, expect, it } from "vitest";
import { buildAnswerSpan } from "./answer-span";
import { extractTurnDetails } from "./extract-details";
import { isDetailKept } from "./match-detail";
import { buildSheetIndex } from "./sheet-index";

const turn = (content: string, role = "user") => extractTurnDetails({ id: "t1", role, content, answerBearing: true });

describe("buildAnswerSpan", () => {
  it("keeps the answer's content words that occur in the answer-bearing turns", () => {
    const span = buildAnswerSpan("a yellow dress", [turn("For my sister's birthday, I got her a yellow dress.")]);
    expect(span?.key).toEqual({ type: "concepts", concepts: [["yellow"], ["dress"]], need: 2 });
    expect(span?.turnId).toBe("t1");
  });

  it("leaves out the answer's amounts and rubric words", () => {
    expect(buildAnswerSpan("two weeks", [turn("I spent two weeks in Japan.")])).toBeNull();
    const span = buildAnswerSpan("The user would prefer Sony-compatible accessories", [turn("I shoot with a Sony camera and want accessories.")]);
    expect(span?.key).toMatchObject({ concepts: [["soni"], ["accessori"]] });
  });

  it("is kept when two thirds of its words occur close together in the sheet", () => {
    const span = buildAnswerSpan("a lighter shade of gray", [turn("I repainted my walls a lighter shade of gray.")])!;
    expect(isDetailKept(buildSheetIndex("- Walls repainted light gray"), span)).toBe(true);
    expect(isDetailKept(buildSheetIndex("- Walls repainted recently"), span)).toBe(false);
  });

  it("is lost when an assistant turn's answer is credited to the user", () => {
    const span = buildAnswerSpan("Pilsner or Lager", [turn("A pilsner or lager would work well.", "assistant")])!;
    expect(isDetailKept(buildSheetIndex("- The assistant named pilsner or lager"), span)).toBe(true);
    expect(isDetailKept(buildSheetIndex("- User plans to use pilsner or lager"), span)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { sheetLineSupport } from "./sheet-line-support";

const turns = [
  { id: "u1", role: "user", content: "I caught seven largemouth bass at Lake Michigan with Alex." },
  { id: "a1", role: "assistant", content: "Congratulations! For deer hunting, a ladder stand is a good beginner tree stand." },
  { id: "u2", role: "user", content: "I also bought new spinnerbaits for the next trip." },
];

describe("sheetLineSupport", () => {
  it("links each sheet line to the turns sharing its words and amounts", () => {
    const support = sheetLineSupport(turns, "- Caught 7 bass at Lake Michigan\n\n- Wants a beginner tree stand for deer hunting");
    expect(support).toEqual([
      { line: 0, text: "- Caught 7 bass at Lake Michigan", turnIds: ["u1"] },
      { line: 2, text: "- Wants a beginner tree stand for deer hunting", turnIds: ["a1"] },
    ]);
  });

  it("links nothing to a line about something never said", () => {
    expect(sheetLineSupport(turns, "- Loves opera")).toEqual([{ line: 0, text: "- Loves opera", turnIds: [] }]);
  });
});

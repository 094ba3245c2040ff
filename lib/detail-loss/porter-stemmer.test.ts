import { describe, expect, it } from "vitest";
import { porterStem } from "./porter-stemmer";

describe("porterStem", () => {
  it.each([
    ["caresses", "caress"],
    ["ponies", "poni"],
    ["cats", "cat"],
    ["agreed", "agre"],
    ["plastered", "plaster"],
    ["motoring", "motor"],
    ["sing", "sing"],
    ["hopping", "hop"],
    ["filing", "file"],
    ["happy", "happi"],
    ["relational", "relat"],
    ["conditional", "condit"],
    ["digitizer", "digit"],
    ["generalization", "gener"],
    ["hopeful", "hope"],
    ["goodness", "good"],
    ["allowance", "allow"],
    ["adjustment", "adjust"],
    ["adoption", "adopt"],
    ["controll", "control"],
    ["roll", "roll"],
  ])("stems %s to %s as in Porter's reference vocabulary", (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });

  it("gives inflections of one word the same stem", () => {
    expect(new Set(["planted", "planting", "plants", "plant"].map(porterStem))).toEqual(new Set(["plant"]));
    expect(porterStem("hexagonal")).toBe(porterStem("hexagons"));
  });

  it("leaves short words, digits and codes alone", () => {
    expect(porterStem("is")).toBe("is");
    expect(porterStem("16gb")).toBe("16gb");
    expect(porterStem("siac_gee")).toBe("siac_gee");
  });
});

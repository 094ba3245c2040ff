import { describe, expect, it } from "vitest";
import { sheetSpeakers } from "./sheet-speakers";
import { tokenize } from "./tokenize";

const speakerOf = (sheet: string, word: string) => {
  const tokens = tokenize(sheet);
  return sheetSpeakers(tokens)[tokens.findIndex((t) => t.lower === word)];
};

describe("sheetSpeakers", () => {
  it("credits a token to the nearest speaker word or crediting verb before it", () => {
    expect(speakerOf("- User plans to cook with a pilsner", "pilsner")).toBe("user");
    expect(speakerOf("- User asked about beer; the assistant recommended a pilsner", "pilsner")).toBe("assistant");
    expect(speakerOf("- Recommended: a pilsner", "pilsner")).toBe("assistant");
  });

  it("treats a crediting verb right after the user as the user's", () => {
    expect(speakerOf("- The user mentioned a pilsner", "pilsner")).toBe("user");
  });

  it("looks after the token when nothing precedes it, and inherits a header's speaker", () => {
    expect(speakerOf("- Pilsner, suggested by the assistant", "pilsner")).toBe("assistant");
    expect(speakerOf("Assistant's suggestions:\n- Pilsner or lager", "pilsner")).toBe("assistant");
    expect(speakerOf("- Pilsner or lager", "pilsner")).toBe("neutral");
  });
});

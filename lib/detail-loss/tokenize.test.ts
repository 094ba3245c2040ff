import { describe, expect, it } from "vitest";
import { tokenize } from "./tokenize";

const texts = (text: string) => tokenize(text).map((t) => t.text);

describe("tokenize", () => {
  it("keeps character offsets of every token", () => {
    const text = "I paid $40 for it.";
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it("splits units glued to numbers but keeps codes whole", () => {
    expect(texts("16GB and 8am, a 6S model, the 7th")).toEqual(["16", "GB", "and", "8", "am", ",", "a", "6S", "model", ",", "the", "7th"]);
    expect(tokenize("the 7th")[1]).toMatchObject({ type: "number", norm: "7", ordinal: true });
  });

  it("reads @handles, domains, underscores and markdown escapes as one token", () => {
    expect(texts("see @jessica_poole_jewellery or Mindful.org")).toEqual(["see", "@jessica_poole_jewellery", "or", "Mindful.org"]);
    expect(tokenize("SIAC\\_GEE uses 6S")[0]!.lower).toBe("siac_gee");
  });

  it("normalizes number words and thousands separators", () => {
    expect(tokenize("twelve")[0]!.norm).toBe("12");
    expect(tokenize("1,300")[0]!.norm).toBe("1300");
  });

  it("marks sentence starts after punctuation and line breaks, not after abbreviations", () => {
    const starts = tokenize("Dr. Kim said hi. Then left\nNext line")
      .filter((t) => t.sentenceStart)
      .map((t) => t.text);
    expect(starts).toEqual(["Dr", "Then", "Next"]);
  });

  it("marks numbered-list markers so they are not read as numbers", () => {
    const tokens = tokenize("1. Transcriptionist\n2. Editor");
    expect(tokens.filter((t) => t.listMarker).map((t) => t.text)).toEqual(["1", "2"]);
    expect(tokens.find((t) => t.text === "Transcriptionist")!.sentenceStart).toBe(true);
  });

  it("flags capitalized and camel-case words", () => {
    const [a, b, c] = tokenize("Sony TripIt camera");
    expect([a!.capitalized, b!.capitalized, c!.capitalized]).toEqual([true, true, false]);
  });
});

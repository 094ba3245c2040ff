import { describe, expect, it } from "vitest";
import { anyWordQuery, toFullTextQuery, usesSearchOperators } from "@/lib/search/full-text-query";

describe("full-text query shape", () => {
  it("searches plain text as any of its words, without punctuation that could act as syntax", () => {
    expect(toFullTextQuery("How long did the move take?")).toEqual({ text: "How or long or did or the or move or take", match: "any" });
    expect(anyWordQuery("a car or a bike?")).toBe("a or car or bike");
    expect(anyWordQuery("it's 3-2-1 (done)")).toBe("it or s or 3 or 2 or 1 or done");
    expect(anyWordQuery('\'; DROP TABLE "Memory"; --')).toBe("DROP or TABLE or Memory");
  });

  it("passes web-search syntax through as typed", () => {
    for (const query of [`"new apartment"`, "beagle -puppy", "beagle OR corgi", `"a" OR -b`]) {
      expect(usesSearchOperators(query)).toBe(true);
      expect(toFullTextQuery(query)).toEqual({ text: query, match: "websearch" });
    }
  });

  it("does not read a hyphenated word or a lower-case or as syntax", () => {
    expect(usesSearchOperators("well-known 3-2-1 method")).toBe(false);
    expect(usesSearchOperators("tea or coffee")).toBe(false);
    expect(usesSearchOperators("ORANGE ORbit")).toBe(false);
  });

  it("keeps accented and non-Latin words and drops empty input", () => {
    expect(anyWordQuery("café Zürich 東京")).toBe("café or Zürich or 東京");
    expect(anyWordQuery("  ?! ")).toBe("");
    expect(anyWordQuery("beagle beagle")).toBe("beagle");
  });
});

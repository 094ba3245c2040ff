import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/workspaces/slugify";

describe("slugify", () => {
  it("lowercases and joins words with dashes", () => {
    expect(slugify("Memory Lab  2026")).toBe("memory-lab-2026");
  });
  it("drops accents and punctuation", () => {
    expect(slugify("Équipe: Réseau!")).toBe("equipe-reseau");
  });
  it("falls back when nothing is left", () => {
    expect(slugify("<<>>")).toBe("workspace");
  });
});

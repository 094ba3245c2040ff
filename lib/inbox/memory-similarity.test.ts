import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/lib/demo/generate-demo-data";
import { embedText } from "@/lib/embeddings/local-embedder";
import { SIMILARITY_FLOOR, similarityLabel, wordOverlap } from "@/lib/inbox/memory-similarity";

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0) / (Math.hypot(...a) * Math.hypot(...b));
const scores = (a: string, b: string) => ({ cosine: cosine(embedText(a), embedText(b)), words: wordOverlap(a, b) });

describe("wordOverlap", () => {
  it("is 1 for the same words in another order or form, 0 for none in common, and ignores stopwords", () => {
    expect(wordOverlap("Adopted a beagle.", "the beagle was adopted")).toBe(1);
    expect(wordOverlap("Adopted a beagle.", "Runs a 5K.")).toBe(0);
    expect(wordOverlap("the and of", "the and of")).toBe(0);
    expect(wordOverlap("beagle shelter", "beagle")).toBeCloseTo(2 / 3);
  });
});

describe("similarityLabel", () => {
  it("reads as a whole percentage, clamped to 0-100", () => {
    expect(similarityLabel(0.829)).toBe("82% similar");
    expect(similarityLabel(1.2)).toBe("100% similar");
    expect(similarityLabel(-0.1)).toBe("0% similar");
  });
});

// The figures SIMILARITY_FLOOR was chosen from.
describe("SIMILARITY_FLOOR on the demo workspace", () => {
  const data = generateDemoData();
  const memories = data.memories.map((m) => m.revisions.at(-1)!.body);

  it("leaves out every demo proposal against every demo memory (none restates another)", () => {
    const pairs = data.proposals.flatMap((p) => memories.map((m) => scores(p.body, m)));
    expect(pairs).toHaveLength(21);
    expect(Math.max(...pairs.map((s) => s.cosine))).toBeLessThan(SIMILARITY_FLOOR / 2);
    expect(Math.max(...pairs.map((s) => s.words))).toBeLessThan(SIMILARITY_FLOOR / 2);
  });

  it("keeps a memory's earlier revision and reworded restatements of it, by either measure", () => {
    const restated = [
      ...data.memories.flatMap((m) => m.revisions.slice(1).map((r, i) => [m.revisions[i]!.body, r.body] as const)),
      ["Has a beagle called Biscuit, adopted from a shelter.", memories[0]!] as const,
      ["Now runs 5K in 26:21, a personal best.", memories[1]!] as const,
      ["Likes small hotels over chains.", memories[2]!] as const,
    ];
    for (const [a, b] of restated) {
      const s = scores(a, b);
      expect(s.cosine, `${a} ~ ${b}`).toBeGreaterThanOrEqual(SIMILARITY_FLOOR);
      expect(s.words, `${a} ~ ${b}`).toBeGreaterThanOrEqual(SIMILARITY_FLOOR);
    }
  });

  it("leaves out two short facts that share only one rare word", () => {
    const s = scores("Speaks fluent Icelandic (zqrjcjkjjt).", "Collects antique barometers (zqrjcjkjjt).");
    expect(s.cosine).toBeGreaterThan(0.2);
    expect(s.cosine).toBeLessThan(SIMILARITY_FLOOR);
    expect(s.words).toBeLessThan(SIMILARITY_FLOOR);
  });
});

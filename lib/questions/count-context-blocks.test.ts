import { describe, expect, it } from "vitest";
import { buildReaderContext } from "@/lib/experiments/build-reader-context";
import { contextShapeOf, countContextBlocks } from "@/lib/questions/count-context-blocks";

const items = Array.from({ length: 5 }, (_, i) => ({
  id: `i${i}`,
  sessionExternalId: `s${i}`,
  text: `user: session ${i} talks about ### Session ${i + 9} and more words `.repeat(20),
  dateText: i % 2 ? "2023/05/01 (Mon) 10:00" : null,
  score: 1,
}));

describe("countContextBlocks", () => {
  it("counts the blocks a reader context holds, whole or cut by a budget", () => {
    expect(countContextBlocks(buildReaderContext({ items, k: 5, encoding: "cl100k_base" }).text)).toBe(5);
    expect(countContextBlocks(buildReaderContext({ items, k: 3, encoding: "cl100k_base" }).text)).toBe(3);
    const cut = buildReaderContext({ items, k: 5, budget: 250, encoding: "cl100k_base" });
    // Whole blocks, plus the one the budget cut in its middle (its heading is there).
    expect(cut.included).toBeLessThan(5);
    expect(countContextBlocks(cut.text)).toBe(cut.text.includes(`### Session ${cut.included + 1}`) ? cut.included + 1 : cut.included);
    expect(countContextBlocks(cut.text)).toBeGreaterThan(0);
    expect(countContextBlocks(buildReaderContext({ items, k: 5, heading: "Memory", encoding: "cl100k_base" }).text)).toBe(5);
  });

  it("is null without a recorded context and 0 for text that is not a reader context", () => {
    expect(countContextBlocks(null)).toBeNull();
    expect(countContextBlocks(undefined)).toBeNull();
    expect(countContextBlocks("just some text")).toBe(0);
  });
});

describe("contextShapeOf", () => {
  it("sees from the recorded text alone whether the budget cut the context", () => {
    for (const encoding of ["o200k_base", "cl100k_base"] as const) {
      for (const budget of [120, 250, 777]) {
        const cut = buildReaderContext({ items, k: 5, budget, encoding });
        expect(contextShapeOf(cut.text, { budget, encoding })).toEqual({ blocks: countContextBlocks(cut.text), cut: true });
      }
      const whole = buildReaderContext({ items, k: 2, budget: 5000, encoding });
      expect(contextShapeOf(whole.text, { budget: 5000, encoding })).toEqual({ blocks: 2, cut: false });
    }
    expect(contextShapeOf("### Session 1\nuser: hi", { budget: null, encoding: null })).toBeNull();
    expect(contextShapeOf(null, { budget: 100, encoding: null })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { allocateByType, sampleVerdicts } from "@/lib/runs/sample-verdicts";

// 100 questions: 60 multi-session, 30 temporal-reasoning, 10 preference.
const items = [
  ...Array.from({ length: 60 }, (_, i) => ({ questionExternalId: `ms_${String(i).padStart(2, "0")}`, questionType: "multi-session" })),
  ...Array.from({ length: 30 }, (_, i) => ({ questionExternalId: `tr_${String(i).padStart(2, "0")}`, questionType: "temporal-reasoning" })),
  ...Array.from({ length: 10 }, (_, i) => ({ questionExternalId: `pr_${String(i).padStart(2, "0")}`, questionType: "single-session-preference" })),
];
const countTypes = (rows: { questionType: string | null }[]) => {
  const out: Record<string, number> = {};
  for (const r of rows) out[r.questionType ?? ""] = (out[r.questionType ?? ""] ?? 0) + 1;
  return out;
};

describe("allocateByType", () => {
  it("allocates in proportion by largest remainder after one each", () => {
    // 20 of 100: one each, then 17 over the remaining 59/29/9 of 97 questions: 10.34, 5.08, 1.58
    // -> 10, 5, 1 and the one left goes to the largest remainder (preference, .58).
    expect(Object.fromEntries(allocateByType(new Map(Object.entries(countTypes(items))), 20))).toEqual({
      "multi-session": 11,
      "temporal-reasoning": 6,
      "single-session-preference": 3,
    });
  });

  it("gives every type one before any gets two, and never more than a type holds", () => {
    expect(
      Object.fromEntries(
        allocateByType(
          new Map([
            ["a", 50],
            ["b", 1],
            ["c", 1],
          ]),
          2,
        ),
      ),
    ).toEqual({ a: 1, b: 1, c: 0 });
    expect(
      Object.fromEntries(
        allocateByType(
          new Map([
            ["a", 3],
            ["b", 1],
          ]),
          10,
        ),
      ),
    ).toEqual({ a: 3, b: 1 });
    expect(Object.fromEntries(allocateByType(new Map([["a", 3]]), 0))).toEqual({ a: 0 });
  });
});

describe("sampleVerdicts", () => {
  it("draws a stratified sample of the asked size without repeats", () => {
    const sample = sampleVerdicts({ items, seed: 7, size: 20 });
    expect(sample).toHaveLength(20);
    expect(new Set(sample.map((s) => s.questionExternalId)).size).toBe(20);
    expect(countTypes(sample)).toEqual({ "multi-session": 11, "temporal-reasoning": 6, "single-session-preference": 3 });
  });

  it("reproduces the same sample in the same order for the same seed, whatever the input order", () => {
    const a = sampleVerdicts({ items, seed: 42, size: 15 }).map((s) => s.questionExternalId);
    const b = sampleVerdicts({ items: [...items].reverse(), seed: 42, size: 15 }).map((s) => s.questionExternalId);
    expect(b).toEqual(a);
    const c = sampleVerdicts({ items, seed: 43, size: 15 }).map((s) => s.questionExternalId);
    expect(c).not.toEqual(a);
  });

  it("takes everything when the sample is larger than the run, and nothing from nothing", () => {
    expect(sampleVerdicts({ items, seed: 1, size: 500 })).toHaveLength(100);
    expect(sampleVerdicts({ items: [], seed: 1, size: 10 })).toEqual([]);
  });

  it("refuses a seed or size that is not a whole number", () => {
    expect(() => sampleVerdicts({ items, seed: -1, size: 10 })).toThrow(/seed/);
    expect(() => sampleVerdicts({ items, seed: 1, size: 2.5 })).toThrow(/size/);
  });
});

import { describe, expect, it } from "vitest";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";

describe("toVectorLiteral", () => {
  it("writes pgvector's text form", () => {
    const vector = Array.from({ length: 384 }, (_, i) => (i === 0 ? 0.5 : i === 383 ? -1e-7 : 0));
    const literal = toVectorLiteral(vector);
    expect(literal.startsWith("[0.5,0,")).toBe(true);
    expect(literal.endsWith(",-1e-7]")).toBe(true);
  });

  it("refuses the wrong size and non-finite values", () => {
    expect(() => toVectorLiteral([1, 2, 3])).toThrow(/384 dimensions, not 3/);
    expect(() => toVectorLiteral(Array.from({ length: 384 }, () => NaN))).toThrow(/non-finite/);
  });
});

import { describe, expect, it } from "vitest";
import { randomizedSvd, symmetricEigen, trainLsa } from "./lsa-space";

describe("randomizedSvd", () => {
  it("finds the singular values of a small matrix, as the eigenvalues of AᵀA give them exactly", () => {
    // 6 x 5, columns sparse.
    const dense = [
      [1, 0, 2, 0, 0],
      [0, 3, 0, 1, 0],
      [4, 0, 0, 0, 1],
      [0, 0, 1, 2, 0],
      [0, 1, 0, 0, 5],
      [2, 0, 0, 3, 0],
    ];
    const columns = [0, 1, 2, 3, 4].map((j) => {
      const index = dense.flatMap((row, i) => (row[j] ? [i] : []));
      return { index, weight: index.map((i) => dense[i]![j]!) };
    });
    const ata = new Float64Array(25);
    for (let a = 0; a < 5; a++) for (let b = 0; b < 5; b++) ata[a * 5 + b] = dense.reduce((s, row) => s + row[a]! * row[b]!, 0);
    const exact = symmetricEigen(ata, 5)
      .values.map((v) => Math.sqrt(v))
      .sort((x, y) => y - x);
    const svd = randomizedSvd({ columns, rows: 6, k: 3, oversample: 2, powerIterations: 2, seed: 7 });
    expect(svd.k).toBe(3);
    svd.singularValues.forEach((s, i) => expect(s).toBeCloseTo(exact[i]!, 6));
    // U's columns are orthonormal.
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        let d = 0;
        for (let r = 0; r < 6; r++) d += svd.u[a * 6 + r]! * svd.u[b * 6 + r]!;
        expect(d).toBeCloseTo(a === b ? 1 : 0, 6);
      }
  });
});

describe("trainLsa", () => {
  it("puts words that share contexts near each other, and words of another topic far away", () => {
    const docs = [
      ["grandma", "birthday", "cake"],
      ["grandma", "birthday", "party"],
      ["birthday", "cake", "party"],
      ["grandma", "party"],
      ["toaster", "kitchen", "appliance"],
      ["kitchen", "appliance", "blender"],
      ["toaster", "blender"],
      ["kitchen", "toaster"],
    ];
    const space = trainLsa(docs, { dimensions: 2, oversample: 4, seed: 3 });
    const cos = (a: string[], b: string[]) => space.embed(a).reduce((s, x, i) => s + x * space.embed(b)[i]!, 0);
    expect(cos(["cake"], ["grandma"])).toBeGreaterThan(0.9);
    expect(cos(["appliance"], ["toaster"])).toBeGreaterThan(0.9);
    expect(Math.abs(cos(["cake"], ["toaster"]))).toBeLessThan(0.2);
    // A word the corpus never saw twice has no direction.
    expect(space.embed(["zebra"]).every((x) => x === 0)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { qualityRows, qualityTable } from "./retrieval-quality-table";

describe("the retrieval-quality table", () => {
  it("scores every retriever on every group with the runs' metrics, skipping abstention questions", () => {
    const items = [
      { questionId: "a", rankedSessionIds: [], answerSessionIds: ["s1", "s2"] },
      { questionId: "b", rankedSessionIds: [], answerSessionIds: ["s9"] },
      { questionId: "c_abs", rankedSessionIds: [], answerSessionIds: ["s5"] },
    ];
    const perfect = new Map([
      ["a", ["s1", "s2", "x"]],
      ["b", ["s9"]],
    ]);
    const late = new Map([
      ["a", ["x", "s1", "y", "z", "w", "s2"]],
      ["b", []],
    ]);
    const rows = qualityRows({
      groups: [{ name: "all", items }],
      retrievers: [
        { name: "perfect", items: perfect },
        { name: "late", items: late },
      ],
    });
    expect(rows.map((r) => [r.retriever, r.metrics.n, r.metrics.recallAny, r.metrics.recallAll])).toEqual([
      ["perfect", 2, { "1": 1, "5": 1, "10": 1 }, { "1": 0.5, "5": 1, "10": 1 }],
      ["late", 2, { "1": 0, "5": 0.5, "10": 0.5 }, { "1": 0, "5": 0, "10": 0.5 }],
    ]);
    const table = qualityTable(rows).split("\n");
    expect(table[0]).toBe("| questions | n | retriever | R_any@1 | R_any@5 | R_any@10 | R_all@1 | R_all@5 | R_all@10 | NDCG@10 |");
    expect(table[2]).toBe("| all | 2 | perfect | 1.000 | 1.000 | 1.000 | 0.500 | 1.000 | 1.000 | 1.000 |");
  });
});

import { describe, expect, it } from "vitest";
import { sortRuns, type SortableRun } from "@/lib/runs/sort-runs";

const run = (name: string, day: number, accuracy: number | null, recall: number | null = null): SortableRun => ({
  name,
  createdAt: new Date(Date.UTC(2026, 0, day)),
  benchmark: { name: "s" },
  summary: { judged: 10, accuracy, readerTokensMean: null, recallAt10: recall, evidenceCoverageMean: null },
});

describe("sortRuns", () => {
  const runs = [run("b", 1, 0.9), run("a", 2, null), run("c", 3, 0.8), run("d", 4, 0.9)];

  it("sorts by a metric either way, with missing values last and ties newest first", () => {
    expect(sortRuns(runs, "accuracy", "desc").map((r) => r.name)).toEqual(["d", "b", "c", "a"]);
    expect(sortRuns(runs, "accuracy", "asc").map((r) => r.name)).toEqual(["c", "d", "b", "a"]);
  });

  it("sorts by name and by creation time", () => {
    expect(sortRuns(runs, "name", "asc").map((r) => r.name)).toEqual(["a", "b", "c", "d"]);
    expect(sortRuns(runs, "created", "desc").map((r) => r.name)).toEqual(["d", "c", "a", "b"]);
  });

  it("does not change the list it was given", () => {
    const copy = [...runs];
    sortRuns(runs, "name", "desc");
    expect(runs).toEqual(copy);
  });
});

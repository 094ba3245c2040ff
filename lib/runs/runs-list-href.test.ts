import { describe, expect, it } from "vitest";
import { runsListHref, sortHref } from "@/lib/runs/runs-list-href";

describe("runs list links", () => {
  const base = { archived: "active", sort: "created", dir: "desc" } as const;

  it("leave defaults out of the URL", () => {
    expect(runsListHref(base)).toBe("/runs");
    expect(runsListHref({ ...base, tag: "baseline", kind: "qa", archived: "all" })).toBe("/runs?kind=qa&tag=baseline&archived=all");
  });

  it("sort a new column in its natural direction and flip the sorted one", () => {
    expect(sortHref(base, "accuracy")).toBe("/runs?sort=accuracy&dir=desc");
    expect(sortHref(base, "name")).toBe("/runs?sort=name&dir=asc");
    expect(sortHref({ ...base, sort: "accuracy", dir: "desc" }, "accuracy")).toBe("/runs?sort=accuracy&dir=asc");
    expect(sortHref({ ...base, sort: "name", dir: "asc", benchmark: "s" }, "name")).toBe("/runs?benchmark=s&sort=name&dir=desc");
  });
});

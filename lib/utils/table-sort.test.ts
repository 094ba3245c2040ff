import { describe, expect, it } from "vitest";
import { ariaSort, fromSortingState, nextSort, pageField, sortFields, toSortingState } from "@/lib/utils/table-sort";
import { z } from "@/lib/zod";

const COLUMNS = ["name", "updated"] as const;
const schema = z.object({ ...sortFields(COLUMNS, { sort: "updated", dir: "desc" }), page: pageField() });

describe("sortFields", () => {
  it("reads a column from the allow-list and a direction", () => {
    expect(schema.parse({ sort: "name", dir: "asc", page: "3" })).toEqual({ sort: "name", dir: "asc", page: 3 });
  });

  it("falls back to the default for hostile or unknown values, field by field", () => {
    expect(schema.parse({ sort: 'name"; DROP TABLE "Memory"; --', dir: "sideways", page: "-1" })).toEqual({ sort: "updated", dir: "desc", page: 1 });
    expect(schema.parse({ sort: "name", dir: "DESC", page: "1e300" })).toEqual({ sort: "name", dir: "desc", page: 1 });
    expect(schema.parse({ sort: "__proto__", dir: "asc", page: "2.5" })).toEqual({ sort: "updated", dir: "asc", page: 1 });
    expect(schema.parse({})).toEqual({ sort: "updated", dir: "desc", page: 1 });
  });
});

describe("TanStack sorting state", () => {
  const fallback = { sort: "updated", dir: "desc" } as const;
  it("round-trips a URL sort through TanStack's state", () => {
    expect(fromSortingState(toSortingState({ sort: "name", dir: "asc" }), COLUMNS, fallback)).toEqual({ sort: "name", dir: "asc" });
    expect(toSortingState({ sort: "updated", dir: "desc" })).toEqual([{ id: "updated", desc: true }]);
  });

  it("refuses a column outside the allow-list and an empty state", () => {
    expect(fromSortingState([{ id: "password", desc: false }], COLUMNS, fallback)).toEqual(fallback);
    expect(fromSortingState([], COLUMNS, fallback)).toEqual(fallback);
  });

  it("flips the direction on the same column and starts another column at its first direction", () => {
    expect(nextSort({ sort: "name", dir: "asc" }, "name", "asc")).toEqual({ sort: "name", dir: "desc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "name", "asc")).toEqual({ sort: "name", dir: "asc" });
    expect(nextSort({ sort: "name", dir: "asc" }, "updated", "desc")).toEqual({ sort: "updated", dir: "desc" });
    expect(ariaSort({ sort: "name", dir: "asc" }, "name")).toBe("ascending");
    expect(ariaSort({ sort: "name", dir: "desc" }, "name")).toBe("descending");
    expect(ariaSort({ sort: "name", dir: "asc" }, "updated")).toBe("none");
  });
});

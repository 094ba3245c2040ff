import { describe, expect, it } from "vitest";
import { compareQuerySchema, runListQuerySchema, tagRunSchema } from "@/lib/schemas/run";

describe("run schemas", () => {
  it("read the runs list's URL with safe defaults for anything odd", () => {
    expect(runListQuerySchema.parse({})).toEqual({ archived: "active", sort: "created", dir: "desc" });
    expect(runListQuerySchema.parse({ kind: "bogus", sort: "accuracy", dir: "asc", tag: " ", benchmark: "s" })).toEqual({
      benchmark: "s",
      archived: "active",
      sort: "accuracy",
      dir: "asc",
    });
  });

  it("normalise tags: trimmed, lower case, deduplicated", () => {
    expect(tagRunSchema.parse({ workspaceId: "w", runId: "r", tags: [" Baseline", "baseline", "k=10"] }).tags).toEqual(["baseline", "k=10"]);
  });

  it("refuse tags with odd characters and too many tags", () => {
    expect(tagRunSchema.safeParse({ workspaceId: "w", runId: "r", tags: ["<b>"] }).success).toBe(false);
    expect(tagRunSchema.safeParse({ workspaceId: "w", runId: "r", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).success).toBe(false);
  });

  it("read the compared runs from a comma list, two to six distinct ids", () => {
    expect(compareQuerySchema.parse({ runs: "a, b,a" })).toEqual({ runs: ["a", "b"], k: 10 });
    expect(compareQuerySchema.parse({ runs: "a,b", k: "5" }).k).toBe(5);
    expect(compareQuerySchema.parse({ runs: "a,b", k: "7" }).k).toBe(10);
    expect(compareQuerySchema.safeParse({ runs: "a" }).success).toBe(false);
    expect(compareQuerySchema.safeParse({ runs: "a,b,c,d,e,f,g" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { auditQuerySchema } from "@/lib/schemas/audit";
import { extractorCompareQuerySchema } from "@/lib/schemas/fact-sheet";
import { inboxFiltersSchema } from "@/lib/schemas/inbox";
import { memoryListQuerySchema } from "@/lib/schemas/memory";
import { runListQuerySchema } from "@/lib/schemas/run";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

describe("parseSearchParams", () => {
  it("reads ?a=x&a=y on the extractor comparison page as a=x and says so, where parse threw", () => {
    const params = { a: ["x", "y"], b: "z" };
    expect(() => extractorCompareQuerySchema.parse(params)).toThrow();
    const { data, problems } = parseSearchParams(extractorCompareQuerySchema, params);
    expect(data).toEqual({ a: "x", b: "z", page: 1 });
    expect(problems).toEqual(["“a” appears 2 times in the address; the first one was used."]);
  });

  it("drops a refused parameter, keeps the others and never echoes the value", () => {
    const hostile = `\u0000${"<script>".repeat(20)}`;
    const { data, problems } = parseSearchParams(extractorCompareQuerySchema, { a: "", b: hostile, page: "3" });
    expect(data).toEqual({ page: 3 });
    expect(problems).toHaveLength(2);
    expect(problems.join(" ")).toMatch(/“a”.*not valid.*“b”.*not valid/);
    expect(problems.join(" ")).not.toContain("<script>");
    expect(parseSearchParams(extractorCompareQuerySchema, { page: "1e300" }).data.page).toBe(1);
  });

  it("leaves a clean query alone", () => {
    expect(parseSearchParams(extractorCompareQuerySchema, { a: "ex1", b: "ex2", page: "2", extra: undefined })).toEqual({
      data: { a: "ex1", b: "ex2", page: 2 },
      problems: [],
    });
  });

  it("never throws for the other pages' schemas, whatever repeats", () => {
    const repeated = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, ["x", "\u0000", ""]]));
    for (const [schema, keys] of [
      [auditQuerySchema, ["action", "cursor"]],
      [memoryListQuerySchema, ["status", "owner", "q"]],
      [inboxFiltersSchema, ["sort", "workspace", "proposer", "age", "q", "cursor"]],
      [runListQuerySchema, ["benchmark", "kind", "tag", "archived", "sort", "dir"]],
    ] as const) {
      expect(() => parseSearchParams(schema, repeated([...keys]))).not.toThrow();
      expect(parseSearchParams(schema, {}).data).toEqual(schema.parse({}));
    }
  });
});

import { describe, expect, it } from "vitest";
import { memoryListHref } from "@/lib/memories/memory-list-href";
import { memoryListQuerySchema } from "@/lib/schemas/memory";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

const read = (href: string) => parseSearchParams(memoryListQuerySchema, Object.fromEntries(new URL(href, "http://x").searchParams)).data;

describe("memoryListHref", () => {
  it("writes a view that reads back the same", () => {
    const query = { status: "archived", owner: "u1", q: "beagle", sort: "sources", dir: "asc" } as const;
    const href = memoryListHref(query);
    expect(href).toBe("/memories?status=archived&owner=u1&q=beagle&sort=sources&dir=asc");
    expect(read(href)).toEqual(query);
  });

  it("keeps the default view's URL plain and a sort change keeps the filters", () => {
    const plain = memoryListQuerySchema.parse({});
    expect(memoryListHref(plain)).toBe("/memories");
    expect(memoryListHref({ ...plain, q: "dog" }, { sort: "body", dir: "asc" })).toBe("/memories?q=dog&sort=body&dir=asc");
  });

  it("reads hostile sort values as the default sort", () => {
    expect(read("/memories?sort=%00%3Cscript%3E&dir=sideways&q=x")).toEqual({ status: "active", q: "x", sort: "updated", dir: "desc" });
    expect(read("/memories?sort=constructor&dir=asc")).toEqual({ status: "active", sort: "updated", dir: "asc" });
  });
});

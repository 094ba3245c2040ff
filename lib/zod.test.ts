import { afterEach, describe, expect, it } from "vitest";

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

// zod's eval probe is `new Function("")`. Under the pages' Content-Security-Policy (no
// 'unsafe-eval') it throws, zod catches it, and the browser still reports a violation.
describe("zod's jitless mode", () => {
  it("is on before the first schema is built, so zod never calls new Function", async () => {
    const built: string[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        built.push(String(args.at(-1)).slice(0, 40));
        return Reflect.construct(target, args);
      },
    });
    // The first module to build schemas in this test run, and one the inbox's client bundle loads.
    const { inboxFiltersSchema } = await import("@/lib/schemas/inbox");
    expect(inboxFiltersSchema.parse({ sort: "oldest", q: "tea" })).toMatchObject({ sort: "oldest", q: "tea" });
    expect(inboxFiltersSchema.parse({ sort: ["x"] })).toMatchObject({ sort: "newest" });
    expect(built).toEqual([]);
    const { z } = await import("@/lib/zod");
    expect(z.config().jitless).toBe(true);
  });
});

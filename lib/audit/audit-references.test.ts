import { describe, expect, it } from "vitest";
import { collectAuditReferences, referenceHref, titleFromBody } from "@/lib/audit/audit-references";
import { formatAuditPayload } from "@/lib/audit/format-audit-payload";
import { summarizeAuditChange } from "@/lib/audit/summarize-audit-change";

describe("collectAuditReferences", () => {
  it("gathers each target and each id-valued payload field once, by kind", () => {
    const ids = collectAuditReferences([
      { targetType: "memory", targetId: "m1", before: null, after: { ownerId: "u1", body: "x" } },
      { targetType: "memory", targetId: "m1", before: { ownerId: "u1" }, after: { ownerId: "u2" } },
      { targetType: "proposal", targetId: "p1", before: { status: "pending" }, after: { memoryId: "m2", revision: 1 } },
      { targetType: "membership", targetId: "w1", before: { role: "member" }, after: { userId: "u3" } },
      { targetType: "workspace", targetId: "ws", before: null, after: { name: "x" } },
    ]);
    expect(ids.memory).toEqual(["m1", "m2"]);
    expect(ids.user).toEqual(["u1", "u2", "u3"]);
    expect(ids.proposal).toEqual(["p1"]);
    expect(ids.membership).toEqual(["w1"]);
    expect(ids.run).toEqual([]);
  });
});

describe("names in an audit summary", () => {
  it("shows a user's and a memory's name instead of their ids, and the raw value when unknown", () => {
    const names = { "user:u2": { label: "Ana Lima", href: null }, "memory:m2": { label: "Drinks oolong tea", href: "/memories/m2" } };
    expect(summarizeAuditChange({ ownerId: "u1" }, { ownerId: "u2", memoryId: "m2" }, names)).toEqual([
      "owner: “u1” → “Ana Lima”",
      "memory: “Drinks oolong tea”",
    ]);
  });
});

describe("reference helpers", () => {
  it("links records that have a page, a proposal through its memory", () => {
    expect(referenceHref("memory", "m 1")).toBe("/memories/m%201");
    expect(referenceHref("proposal", "p1", "m1")).toBe("/memories/m1");
    expect(referenceHref("proposal", "p1", null)).toBeNull();
    expect(referenceHref("user", "u1")).toBeNull();
  });

  it("titles a body by its first line, shortened", () => {
    expect(titleFromBody("  Drinks oolong tea\nevery morning")).toBe("Drinks oolong tea");
    expect(titleFromBody("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
    expect(titleFromBody("   ")).toBe("(empty)");
  });

  it("pretty-prints a payload and cuts a huge one with a note", () => {
    expect(formatAuditPayload({ a: 1 })).toBe('{\n  "a": 1\n}');
    const big = formatAuditPayload({ body: "x".repeat(30_000) });
    expect(big.length).toBeLessThan(20_100);
    expect(big).toMatch(/… 10,0\d\d more characters not shown$/);
  });
});

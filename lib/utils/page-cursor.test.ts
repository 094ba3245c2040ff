import { describe, expect, it } from "vitest";
import { decodeCursor, decodeTimeCursor, encodeCursor, toPage } from "@/lib/utils/page-cursor";

describe("page cursors", () => {
  it("decode what they encode", () => {
    const cursor = { key: "2026-01-02T03:04:05.678Z", id: "c1" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuse text that is not a cursor", () => {
    for (const text of [
      "",
      "not a cursor!",
      Buffer.from("{}").toString("base64url"),
      Buffer.from('["a"]').toString("base64url"),
      Buffer.from('["a",""]').toString("base64url"),
      "%%%",
    ]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });

  it("a time cursor must carry the exact timestamp a list returned", () => {
    expect(decodeTimeCursor(encodeCursor({ key: "yesterday", id: "c1" }))).toBeNull();
    expect(decodeTimeCursor(encodeCursor({ key: "2026-01-02T03:04:05Z", id: "c1" }))).toBeNull();
    expect(decodeTimeCursor(encodeCursor({ key: "2026-01-02T03:04:05.678Z", id: "c1" }))).toEqual({
      createdAt: new Date("2026-01-02T03:04:05.678Z"),
      id: "c1",
    });
  });

  it("toPage keeps limit rows and points the next cursor at the last kept one only when more exist", () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}` }));
    const keyOf = (r: { id: string }) => ({ key: r.id, id: r.id });
    const page = toPage(rows, 2, keyOf);
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor!)).toEqual({ key: "r2", id: "r2" });
    expect(toPage(rows, 3, keyOf).nextCursor).toBeNull();
  });
});

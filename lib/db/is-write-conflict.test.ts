import { describe, expect, it } from "vitest";
import { isWriteConflict } from "@/lib/db/is-write-conflict";

describe("isWriteConflict", () => {
  it("recognizes a deadlock or serialization failure in each shape it arrives in", () => {
    expect(isWriteConflict({ code: "P2034" })).toBe(true);
    expect(isWriteConflict({ code: "40P01" })).toBe(true);
    expect(isWriteConflict({ meta: { code: "40001" } })).toBe(true);
    expect(isWriteConflict({ code: "P2010", meta: { driverAdapterError: { cause: { kind: "TransactionWriteConflict" } } } })).toBe(true);
    expect(isWriteConflict({ meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "40P01" } } } })).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isWriteConflict({ code: "P2002" })).toBe(false);
    expect(isWriteConflict(new Error("40001"))).toBe(false);
    expect(isWriteConflict(null)).toBe(false);
    expect(isWriteConflict("P2034")).toBe(false);
  });
});

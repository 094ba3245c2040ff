import { describe, expect, it } from "vitest";
import { isDiskFull } from "@/lib/db/disk-full";

describe("isDiskFull", () => {
  it("recognizes PostgreSQL's disk-full error as Prisma wraps it, and ENOSPC", () => {
    expect(isDiskFull(new Error('Raw query failed. Code: `53100`. Message: `could not extend file "base/5/16769": No space left on device`'))).toBe(true);
    expect(isDiskFull(Object.assign(new Error("x"), { meta: { driverAdapterError: { cause: { originalCode: "53100" } } } }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
  });

  it("does not mistake other failures for a full disk", () => {
    expect(isDiskFull(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDiskFull(new Error("Connection terminated unexpectedly"))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });
});

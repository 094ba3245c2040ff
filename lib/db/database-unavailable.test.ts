import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable, rethrowIfUnavailable } from "@/lib/db/database-unavailable";

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: "connect" });

describe("isDatabaseUnavailable", () => {
  it("recognizes a refused, reset or timed-out socket, directly or as a cause", () => {
    expect(isDatabaseUnavailable(socketError("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: socketError("ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError("ETIMEDOUT")]))).toBe(true);
  });

  it("recognizes Prisma's connection codes and the pg adapter's error kinds inside meta", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(true);
    const adapter = Object.assign(new Error("DriverAdapterError"), { cause: { kind: "ConnectionClosed" } });
    expect(isDatabaseUnavailable(Object.assign(new Error("Invalid `db.x()` invocation"), { code: "P2010", meta: { driverAdapterError: adapter } }))).toBe(true);
  });

  it("recognizes the driver's message for a connection cut mid-query and SQLSTATE class 08 / 57P01", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
  });

  it("does not mistake constraint violations, bugs or non-errors for an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("survives an error that is its own cause", () => {
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe("rethrowIfUnavailable", () => {
  it("turns an outage into DatabaseUnavailableError with a digest the error page can read, and rethrows anything else", () => {
    expect(() => rethrowIfUnavailable(socketError("ECONNREFUSED"))).toThrow(DatabaseUnavailableError);
    try {
      rethrowIfUnavailable(socketError("ECONNREFUSED"));
    } catch (error) {
      expect((error as DatabaseUnavailableError).digest).toBe("DATABASE_UNAVAILABLE");
    }
    const bug = new TypeError("bug");
    expect(() => rethrowIfUnavailable(bug)).toThrow(bug);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { AppError } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";

describe("API errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("maps each expected failure to its status, keeping its message", () => {
    const cases: [AppError, number][] = [
      [new AppError("UNAUTHENTICATED", "a"), 401],
      [new AppError("FORBIDDEN", "b"), 403],
      [new AppError("NOT_FOUND", "c"), 404],
      [new AppError("CONFLICT", "d"), 409],
      [new AppError("ALREADY_DECIDED", "e"), 409],
      [new AppError("INVALID_INPUT", "f"), 422],
    ];
    for (const [error, status] of cases) {
      expect(toApiError(error, "test")).toMatchObject({ status, code: error.code, message: error.message, details: null });
    }
  });

  it("passes an invalid-input error's issues on as details", () => {
    const error = new InvalidInputError("bad owner", [{ path: "owner", message: "Not a member." }]);
    expect(toApiError(error, "test")).toMatchObject({ status: 422, code: "INVALID_INPUT", details: [{ path: "owner", message: "Not a member." }] });
  });

  it("logs an unexpected error and answers 500 without its message or stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("connection to 10.0.0.5 refused: password authentication failed");
    const response = apiErrorResponse(toApiError(error, "createMemory"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL", message: "Something went wrong. Try again.", details: null } });
    expect(text).not.toMatch(/10\.0\.0\.5|password|at /);
    expect(log).toHaveBeenCalledWith("[api createMemory] failed", error);
  });

  it("writes {error: {code, message, details}} with the error's headers", async () => {
    const response = apiErrorResponse(new ApiError(429, "RATE_LIMITED", "slow down", { retryAfterSeconds: 3 }, { "Retry-After": "3" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect(await response.json()).toEqual({ error: { code: "RATE_LIMITED", message: "slow down", details: { retryAfterSeconds: 3 } } });
  });
});

import { AlreadyDecidedError } from "@/lib/proposals/already-decided-error";
import { AppError, type ErrorCode } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";
import type { ApiErrorBody } from "@/lib/schemas/api";
import { isWriteConflict, WRITE_CONFLICT_MESSAGE } from "@/lib/db/is-write-conflict";

export type ApiErrorCode = ErrorCode | "INVALID_JSON" | "PAYLOAD_TOO_LARGE" | "INSUFFICIENT_STORAGE" | "RATE_LIMITED" | "DATABASE_UNAVAILABLE";
type Details = ApiErrorBody["error"]["details"];

// A refusal the HTTP API answers with a status and {error: {code, message, details}}.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Details = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_DECIDED: 409,
  INVALID_INPUT: 422,
  INTERNAL: 500,
};

// Expected failures keep their message; anything else is logged here and answered generically,
// so no exception message or stack reaches the client.
export function toApiError(error: unknown, routeName: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof InvalidInputError) return new ApiError(422, error.code, error.message, error.issues);
  if (error instanceof AlreadyDecidedError) {
    return new ApiError(409, error.code, error.message, {
      status: error.status,
      decidedBy: error.decidedBy,
      decidedAt: error.decidedAt?.toISOString() ?? null,
    });
  }
  if (error instanceof AppError) return new ApiError(STATUS_BY_CODE[error.code], error.code, error.message);
  if (isWriteConflict(error)) return new ApiError(409, "CONFLICT", WRITE_CONFLICT_MESSAGE);
  console.error(`[api ${routeName}] failed`, error);
  return new ApiError(500, "INTERNAL", "Something went wrong. Try again.");
}

export function apiErrorResponse(error: ApiError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message, details: error.details } };
  return Response.json(body, { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } });
}

export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "INVALID_INPUT" | "CONFLICT" | "ALREADY_DECIDED" | "INTERNAL";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; code: ErrorCode; message: string; issues?: { path: string; message: string }[] };

// An expected failure: its message is written for the user and is safe to show.
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });
export const fail = (code: ErrorCode, message: string): ActionResult<never> => ({ ok: false, code, message });

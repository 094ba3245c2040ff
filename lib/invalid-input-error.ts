import { AppError } from "@/lib/errors";

export type InputIssue = { path: string; message: string };

// An expected INVALID_INPUT failure that also says which fields are wrong, so the HTTP API can
// return them as details (the message alone is what actions show).
export class InvalidInputError extends AppError {
  constructor(
    message: string,
    readonly issues: InputIssue[],
  ) {
    super("INVALID_INPUT", message);
  }
}

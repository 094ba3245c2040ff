import { AppError } from "@/lib/errors";

// A second decision on a proposal: says who decided first and when.
export class AlreadyDecidedError extends AppError {
  constructor(
    readonly status: string,
    readonly decidedBy: string | null,
    readonly decidedAt: Date | null,
  ) {
    super("ALREADY_DECIDED", `This proposal was already ${status}${decidedBy ? ` by ${decidedBy}` : ""}${decidedAt ? ` at ${decidedAt.toISOString()}` : ""}.`);
  }
}

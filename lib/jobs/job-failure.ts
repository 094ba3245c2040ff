import { AppError } from "@/lib/errors";

// How a job ended badly, as it is stored: a code saying what failed and a sentence written for
// the user. The raw exception, which may name server paths or internals, only goes to the log.
export type JobFailure = { code: string; message: string };

// Which thrown errors are expected failures of a job (fail it at once, no retry); null means
// unexpected (logged, noted generically, and retried by the queue).
export type JobFailureOf = (error: unknown) => JobFailure | null;

// A refusal of the request (unknown run, bad configuration): its message is meant for the user.
export const appErrorFailure: JobFailureOf = (error) => (error instanceof AppError ? { code: error.code, message: error.message } : null);

// What an attempt that threw something unexpected notes while the queue retries it.
export const RETRIED_ATTEMPT: JobFailure = {
  code: "ATTEMPT_FAILED",
  message: "an attempt failed and will be retried; the worker's log has the details",
};

import { hideServerPaths } from "@/lib/format/hide-server-paths";

// What a job's recorded error may tell an API client. Handlers record expected failures as
// sentences (a bad input file, a refused experiment), but a retried chunk notes whatever its
// exception said, which may name internals: such text is replaced by a generic sentence. A file
// is named by its base name (a worker reads an upload from a private temporary copy).
const INTERNALS = /\n\s+at |node_modules|prisma|invalid byte sequence|ECONNREFUSED|\/[\w.-]+\/[\w.-]+\.(?:ts|js|mjs)\b/i;

export const GENERIC_JOB_ERROR = "The job failed; the worker's log has the details.";
export const MAX_JOB_ERROR_CHARS = 500;

export function safeJobError(error: string | null): string | null {
  if (error === null) return null;
  if (INTERNALS.test(error)) return GENERIC_JOB_ERROR;
  const firstLine = hideServerPaths(error.split("\n")[0]!.trim());
  return firstLine.length > MAX_JOB_ERROR_CHARS ? `${firstLine.slice(0, MAX_JOB_ERROR_CHARS - 1)}…` : firstLine || GENERIC_JOB_ERROR;
}

// What a job stores as its error: the sentence a handler wrote, with server paths reduced to base
// names, or the generic sentence when it names internals (the raw text goes to the log instead).
export function storableJobError(message: string): string {
  if (INTERNALS.test(message)) return GENERIC_JOB_ERROR;
  return hideServerPaths(message).trim() || GENERIC_JOB_ERROR;
}

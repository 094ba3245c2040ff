// True when PostgreSQL aborted a transaction because it collided with a concurrent one (a
// deadlock, 40P01, or a serialization failure, 40001), however it surfaces: Prisma's P2034, the
// driver adapter's TransactionWriteConflict, or a raw query's SQLSTATE. Nothing was written, so
// the caller can answer CONFLICT and let the client retry.
export function isWriteConflict(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as {
    code?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
    cause?: { kind?: unknown };
  };
  if (e.code === "P2034" || e.code === "40001" || e.code === "40P01") return true;
  if (e.meta?.code === "40001" || e.meta?.code === "40P01") return true;
  const cause = e.meta?.driverAdapterError?.cause ?? e.cause;
  if (cause?.kind === "TransactionWriteConflict") return true;
  const original = (cause as { originalCode?: unknown } | undefined)?.originalCode;
  return original === "40001" || original === "40P01";
}

export const WRITE_CONFLICT_MESSAGE = "Someone changed this at the same moment, so nothing was saved. Try again.";

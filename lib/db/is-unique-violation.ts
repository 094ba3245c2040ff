// True for a unique-constraint violation however it surfaces: a Prisma P2002, or a raw query's
// Postgres error 23505.
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as {
    code?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { code?: unknown; originalCode?: unknown; kind?: unknown } } };
    message?: unknown;
  };
  if (e.code === "P2002" || e.code === "23505" || e.meta?.code === "23505") return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (cause?.originalCode === "23505" || cause?.kind === "UniqueConstraintViolation") return true;
  return typeof e.message === "string" && /23505|unique constraint/i.test(e.message);
}

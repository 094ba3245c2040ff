// PostgreSQL reports a full disk as SQLSTATE 53100 ("could not extend file … No space left on
// device"); the error reaches us wrapped by Prisma, so look through causes and messages.
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const e = error as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  if (e.code === "53100" || e.code === "ENOSPC" || e.originalCode === "53100") return true;
  if (typeof e.message === "string" && /No space left on device|Code: `53100`/.test(e.message)) return true;
  return [e.cause, e.meta?.driverAdapterError].some((inner) => inner !== error && isDiskFull(inner, depth + 1));
}

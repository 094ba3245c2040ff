// Telling "the database cannot be reached" apart from every other failure, so that requests
// answer 503 (try again) rather than 500 (a bug), and pages say what is wrong.

export const DATABASE_UNAVAILABLE = "DATABASE_UNAVAILABLE";
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is not reachable right now. Lore works again as soon as it is back: try again in a moment.";

// Thrown in place of a driver error while rendering pages: Next keeps an error's own `digest`
// through to the client error boundary (it replaces the message in production), so the boundary
// can tell this case from a bug.
export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE;
  constructor(options?: { cause?: unknown }) {
    super(DATABASE_UNAVAILABLE_MESSAGE, options);
  }
}

const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "ECONNABORTED"]);
// Prisma's codes for "cannot reach", "timed out", "server closed the connection", "pool timeout".
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// @prisma/adapter-pg's driver error kinds for the same.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
// PostgreSQL: class 08 (connection exception), and the server shutting down or starting up.
const SQLSTATES = /^(08...|57P01|57P02|57P03)$/;
const MESSAGES =
  /Connection terminated|connection (?:is )?(?:closed|ended)|Client has encountered a connection error|timeout exceeded when trying to connect|Can't reach database server|server closed the connection|Server has closed the connection|terminating connection due to administrator command|the database system is (?:starting up|shutting down)/i;

type Inspectable = { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: unknown; originalCode?: unknown; driverAdapterError?: unknown };

function nested(error: Inspectable): unknown[] {
  const meta = (error.meta ?? {}) as Inspectable;
  return [error.cause, meta.driverAdapterError, meta.cause, error.driverAdapterError];
}

// Walks the error and what it wraps (cause, Prisma's meta.driverAdapterError) looking for a
// connection failure by socket code, Prisma code, adapter kind, SQLSTATE or driver message.
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as Inspectable;
  const code = typeof e.code === "string" ? e.code : typeof e.originalCode === "string" ? e.originalCode : "";
  if (SOCKET_CODES.has(code) || PRISMA_CODES.has(code) || SQLSTATES.test(code)) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return nested(e).some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

type RequestState = { getStore(): { databaseUnavailable: boolean } | undefined };

// For server components: a connection failure becomes DatabaseUnavailableError (which the error
// page explains) and marks the request so scripts/next-server.mjs answers 503 rather than 500;
// anything else is rethrown unchanged.
export function rethrowIfUnavailable(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const state = (globalThis as { __loreRequestState?: RequestState }).__loreRequestState?.getStore();
  if (state) state.databaseUnavailable = true;
  throw new DatabaseUnavailableError({ cause: error });
}

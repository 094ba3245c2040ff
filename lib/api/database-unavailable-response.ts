import { ApiError } from "@/lib/api/api-error";
import { DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/db/database-unavailable";

const RETRY_AFTER_SECONDS = 5;
let lastLogged = 0;

// 503 with Retry-After: the request was fine, the database was not there. Logged at most every
// few seconds, since during an outage every request fails the same way.
export function databaseUnavailableError(cause: unknown, where: string): ApiError {
  const now = Date.now();
  if (now - lastLogged > 5_000) {
    lastLogged = now;
    console.error(`[${where}] the database is not reachable: ${cause instanceof Error ? cause.message.split("\n").at(-1) : String(cause)}`);
  }
  return new ApiError(503, DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE, null, { "Retry-After": String(RETRY_AFTER_SECONDS) });
}

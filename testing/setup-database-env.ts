import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.LORE_TEST_TARGET_RESOLVED = inject("databaseTarget");
// Embedded: the one-connection pool production uses (see defaultPoolSize); a real server gets
// several connections so that concurrency tests really run concurrently.
process.env.LORE_DATABASE_MODE = inject("databaseTarget") === "embedded" ? "embedded" : "external";
if (inject("databaseTarget") === "external") process.env.LORE_DB_POOL = "4";

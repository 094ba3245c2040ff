import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.LORE_TEST_TARGET_RESOLVED = inject("databaseTarget");
process.env.LORE_DB_POOL = "4";

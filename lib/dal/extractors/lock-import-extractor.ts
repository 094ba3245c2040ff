import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

// The Extractor an import writes under, created the first time, and row-locked until the caller's
// transaction ends. One statement, so concurrent imports of the same NAME@VERSION never meet a
// unique violation (Prisma's upsert is a read then an insert, and the loser's error would abort
// its transaction); and the lock makes them take turns, so each reads the sheets the one before
// it committed instead of inserting the same sheets again.
export async function lockImportExtractor(tx: Prisma.TransactionClient, input: { workspaceId: string; name: string; version: string }): Promise<string> {
  const promptHash = createHash("sha256").update("").digest("hex");
  const parameters = JSON.stringify({ source: "import" });
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "Extractor" ("id", "workspaceId", "name", "version", "parameters", "promptHash")
    VALUES (${randomUUID()}, ${input.workspaceId}, ${input.name}, ${input.version}, ${parameters}::jsonb, ${promptHash})
    ON CONFLICT ("workspaceId", "name", "version") DO UPDATE SET "name" = EXCLUDED."name"
    RETURNING "id"`;
  return rows[0]!.id;
}

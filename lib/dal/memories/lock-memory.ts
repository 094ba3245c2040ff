import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export type LockedMemory = { id: string; body: string; status: "active" | "archived"; currentRevision: number };

// Reads a memory of the workspace and holds its row lock until the caller's transaction ends,
// so that a body and revision read here are still current when the next revision is written:
// concurrent writers to one memory queue here instead of overwriting each other. NO KEY UPDATE,
// not UPDATE: a merge's proposal row and its sources reference the memory, and their foreign-key
// checks take KEY SHARE on it, which FOR UPDATE would wait on (two merges deadlocked that way).
export async function lockMemory(tx: Prisma.TransactionClient, input: { workspaceId: string; memoryId: string }): Promise<LockedMemory | null> {
  const rows = await tx.$queryRaw<LockedMemory[]>`
    SELECT "id", "body", "status"::text AS "status", "currentRevision"
    FROM "Memory"
    WHERE "id" = ${input.memoryId} AND "workspaceId" = ${input.workspaceId}
    FOR NO KEY UPDATE`;
  return rows[0] ?? null;
}

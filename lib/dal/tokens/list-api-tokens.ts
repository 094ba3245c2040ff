import "server-only";
import { getDb } from "@/lib/db/prisma";

// The workspace's tokens, or only one user's; never their hashes.
export async function listApiTokens(input: { workspaceId: string; userId?: string }) {
  return getDb().apiToken.findMany({
    where: { workspaceId: input.workspaceId, ...(input.userId ? { userId: input.userId } : {}) },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      name: true,
      prefix: true,
      scopes: true,
      lastUsedAt: true,
      revokedAt: true,
      expiresAt: true,
      createdAt: true,
      user: { select: { id: true, email: true, name: true } },
    },
  });
}

export type ApiTokenSummary = Awaited<ReturnType<typeof listApiTokens>>[number];

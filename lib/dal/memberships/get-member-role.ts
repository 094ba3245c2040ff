import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Role } from "@/lib/generated/prisma/enums";

// The role a user holds in one workspace, or null when they are not a member of it.
export async function getMemberRole(input: { workspaceId: string; userId: string }): Promise<Role | null> {
  const membership = await getDb().membership.findFirst({
    where: { workspaceId: input.workspaceId, userId: input.userId },
    select: { role: true },
  });
  return membership?.role ?? null;
}

import "server-only";
import { randomBytes } from "node:crypto";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { slugify } from "@/lib/workspaces/slugify";

export type CreatedWorkspace = { id: string; name: string; slug: string };

export async function createWorkspace(input: { name: string; adminUserId?: string }): Promise<CreatedWorkspace> {
  const base = slugify(input.name);
  const taken = await getDb().workspace.findUnique({ where: { slug: base }, select: { id: true } });
  try {
    return await createWithSlug(input, taken ? `${base}-${randomBytes(3).toString("hex")}` : base);
  } catch (error) {
    // Two workspaces of one name created at once both found the slug free: the second takes a
    // suffixed one instead of failing.
    if (!isUniqueViolation(error)) throw error;
    return createWithSlug(input, `${base}-${randomBytes(3).toString("hex")}`);
  }
}

async function createWithSlug(input: { name: string; adminUserId?: string }, slug: string): Promise<CreatedWorkspace> {
  const db = getDb();
  return db.$transaction(async (tx) => {
    const workspace = await tx.workspace.create({
      data: { name: input.name, slug },
      select: { id: true, name: true, slug: true },
    });
    if (input.adminUserId) {
      await tx.membership.create({ data: { workspaceId: workspace.id, userId: input.adminUserId, role: "admin" } });
    }
    await recordAuditEvent(tx, {
      workspaceId: workspace.id,
      actorId: input.adminUserId ?? null,
      action: "workspace.created",
      targetType: "workspace",
      targetId: workspace.id,
      after: { name: workspace.name, slug },
    });
    return workspace;
  });
}

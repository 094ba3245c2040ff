import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { slugify } from "@/lib/workspaces/slugify";

export type CreatedWorkspace = { id: string; name: string; slug: string };

export async function createWorkspace(input: { name: string; adminUserId?: string }): Promise<CreatedWorkspace> {
  const db = getDb();
  const base = slugify(input.name);
  const taken = await db.workspace.findUnique({ where: { slug: base }, select: { id: true } });
  const slug = taken ? `${base}-${randomBytes(3).toString("hex")}` : base;
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

import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

// One page of a workspace's audit log, newest first. The cursor is the last event id of the
// previous page, looked up inside this workspace, so another workspace's id pages from the start
// and reveals nothing.
export async function listAuditEvents(input: { workspaceId: string; actionPrefix?: string; cursor?: string; take?: number }) {
  const take = Math.min(Math.max(input.take ?? 50, 1), 200);
  const db = getDb();
  const after = input.cursor
    ? await db.auditEvent.findFirst({ where: { id: input.cursor, workspaceId: input.workspaceId }, select: { id: true, createdAt: true } })
    : null;
  const where: Prisma.AuditEventWhereInput = {
    workspaceId: input.workspaceId,
    ...(input.actionPrefix ? { action: { startsWith: input.actionPrefix } } : {}),
    ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
  };
  const rows = await db.auditEvent.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: take + 1,
    select: {
      id: true,
      action: true,
      targetType: true,
      targetId: true,
      before: true,
      after: true,
      createdAt: true,
      actor: { select: { id: true, name: true, email: true } },
    },
  });
  const events = rows.slice(0, take);
  return { events, nextCursor: rows.length > take ? (events.at(-1)?.id ?? null) : null };
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>["events"][number];

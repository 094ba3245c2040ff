import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditInput = {
  workspaceId: string | null;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
};

// Takes the transaction client so the event commits with the change it describes.
export async function recordAuditEvent(tx: Prisma.TransactionClient, event: AuditInput): Promise<void> {
  await tx.auditEvent.create({ data: event });
}

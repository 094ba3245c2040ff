import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export const observationSelect = {
  id: true,
  workspaceId: true,
  sessionId: true,
  kind: true,
  position: true,
  role: true,
  content: true,
  contentHash: true,
  source: true,
  createdAt: true,
} satisfies Prisma.ObservationSelect;

// One observation (a message or a document fragment) of the workspace; null when not in it.
export async function getObservation(input: { workspaceId: string; observationId: string }) {
  return getDb().observation.findFirst({ where: { id: input.observationId, workspaceId: input.workspaceId }, select: observationSelect });
}

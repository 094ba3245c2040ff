import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { InvalidInputError } from "@/lib/invalid-input-error";

// Cited observations must be in the workspace. Unknown ids and ids of another workspace get
// the same answer, so a citation cannot probe for another workspace's rows.
export async function assertObservationsInWorkspace(
  tx: Prisma.TransactionClient,
  input: { workspaceId: string; observationIds: string[]; field: string },
): Promise<void> {
  if (input.observationIds.length === 0) return;
  const found = await tx.observation.findMany({
    where: { id: { in: input.observationIds }, workspaceId: input.workspaceId },
    select: { id: true },
  });
  const known = new Set(found.map((o) => o.id));
  const missing = input.observationIds.flatMap((id, index) => (known.has(id) ? [] : [{ id, index }]));
  if (missing.length === 0) return;
  throw new InvalidInputError(
    `These observations are not in this workspace: ${missing.map((m) => m.id).join(", ")}.`,
    missing.map((m) => ({ path: `${input.field}.${m.index}`, message: `Observation ${m.id} is not in this workspace.` })),
  );
}

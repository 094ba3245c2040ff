import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { ExtractionSession } from "@/lib/extraction/extractor";

// The sessions' turns in order, for one batch of an extraction, leaving out those that already
// have a sheet from `withoutSheetFrom` (finished by an earlier attempt or another worker). Ids of
// other workspaces are not found.
export async function loadSessionsForExtraction(input: { workspaceId: string; sessionIds: string[]; withoutSheetFrom: string }): Promise<ExtractionSession[]> {
  const sessions = await getDb().session.findMany({
    where: { workspaceId: input.workspaceId, id: { in: input.sessionIds }, factSheets: { none: { extractorId: input.withoutSheetFrom } } },
    select: {
      id: true,
      externalId: true,
      dateText: true,
      observations: { where: { kind: "message" }, orderBy: { position: "asc" }, select: { role: true, content: true } },
    },
  });
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return input.sessionIds.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    return [{ id: s.id, externalId: s.externalId, dateText: s.dateText, turns: s.observations.map((o) => ({ role: o.role ?? "user", content: o.content })) }];
  });
}

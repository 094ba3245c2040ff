import "server-only";
import { getDb } from "@/lib/db/prisma";
import { refreshPlannerStatistics } from "@/lib/db/refresh-planner-statistics";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { lockImportExtractor } from "@/lib/dal/extractors/lock-import-extractor";
import { AppError } from "@/lib/errors";
import type { FactSheetLine } from "@/lib/schemas/fact-sheet";

export type FactSheetImportCounts = { factSheets: number; sessions: number; passthrough: number; created: number; updated: number; unchanged: number };

// Links each sheet to every stored session with that external id in the benchmark's haystacks.
// Unknown session ids abort the whole import before anything is written.
export async function importFactSheets(input: {
  workspaceId: string;
  benchmarkId: string;
  extractor: { name: string; version: string };
  lines: FactSheetLine[];
}): Promise<FactSheetImportCounts> {
  const db = getDb();
  const ids = [...new Set(input.lines.map((l) => l.session_id))];
  const sessions = await db.session.findMany({
    where: { workspaceId: input.workspaceId, externalId: { in: ids }, haystacks: { some: { question: { benchmarkId: input.benchmarkId } } } },
    select: { id: true, externalId: true },
  });
  const byExternal = new Map<string, string[]>();
  for (const s of sessions) byExternal.set(s.externalId, [...(byExternal.get(s.externalId) ?? []), s.id]);
  const unknown = ids.filter((id) => !byExternal.has(id));
  if (unknown.length) {
    const shown = unknown.slice(0, 20).join(", ");
    throw new AppError(
      "NOT_FOUND",
      `${unknown.length} session id(s) are not in this benchmark, nothing was imported: ${shown}${unknown.length > 20 ? ", …" : ""}`,
    );
  }
  const counts: FactSheetImportCounts = { factSheets: 0, sessions: 0, passthrough: 0, created: 0, updated: 0, unchanged: 0 };
  await db.$transaction(
    async (tx) => {
      const extractor = { id: await lockImportExtractor(tx, { workspaceId: input.workspaceId, ...input.extractor }) };
      const existing = await tx.factSheet.findMany({
        where: { extractorId: extractor.id, sessionId: { in: sessions.map((s) => s.id) } },
        select: { id: true, sessionId: true, text: true, passthrough: true },
      });
      const bySession = new Map(existing.map((f) => [f.sessionId, f]));
      const create: { workspaceId: string; sessionId: string; extractorId: string; text: string; passthrough: boolean }[] = [];
      for (const line of input.lines) {
        for (const sessionId of byExternal.get(line.session_id)!) {
          counts.sessions++;
          if (line.passthrough) counts.passthrough++;
          const found = bySession.get(sessionId);
          if (!found) create.push({ workspaceId: input.workspaceId, sessionId, extractorId: extractor.id, text: line.text, passthrough: line.passthrough });
          else if (found.text === line.text && found.passthrough === line.passthrough) counts.unchanged++;
          else {
            await tx.factSheet.update({ where: { id: found.id }, data: { text: line.text, passthrough: line.passthrough } });
            counts.updated++;
          }
        }
      }
      if (create.length) await tx.factSheet.createMany({ data: create });
      counts.created = create.length;
      counts.factSheets = input.lines.length;
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: null,
        action: "factsheets.imported",
        targetType: "extractor",
        targetId: extractor.id,
        after: { ...counts },
      });
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
  if (counts.created > 0) await refreshPlannerStatistics(["FactSheet"]);
  return counts;
}

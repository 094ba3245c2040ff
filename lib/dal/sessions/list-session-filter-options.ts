import "server-only";
import { getDb } from "@/lib/db/prisma";

// What the sessions list can be filtered by in one workspace: its benchmarks, the extractors
// that produced fact sheets, and the question types its benchmarks hold.
export async function listSessionFilterOptions(workspaceId: string) {
  const db = getDb();
  const [benchmarks, extractors, types] = await Promise.all([
    db.benchmark.findMany({ where: { workspaceId }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db.extractor.findMany({ where: { workspaceId }, orderBy: [{ name: "asc" }, { version: "asc" }], select: { id: true, name: true, version: true } }),
    db.question.findMany({ where: { benchmark: { workspaceId } }, distinct: ["type"], orderBy: { type: "asc" }, select: { type: true } }),
  ]);
  return { benchmarks, extractors, questionTypes: types.map((t) => t.type) };
}

export type SessionFilterOptions = Awaited<ReturnType<typeof listSessionFilterOptions>>;

import "server-only";
import { getDb } from "@/lib/db/prisma";

// Every (benchmark, extractor) pair of a workspace that has fact sheets.
export async function listBenchmarkExtractors(workspaceId: string) {
  const [benchmarks, extractors] = await Promise.all([
    getDb().benchmark.findMany({ where: { workspaceId }, select: { id: true } }),
    getDb().extractor.findMany({ where: { workspaceId, factSheets: { some: {} } }, select: { id: true } }),
  ]);
  return benchmarks.flatMap((b) => extractors.map((e) => ({ benchmarkId: b.id, extractorId: e.id })));
}

import { describe, expect, it } from "vitest";
import { refreshPlannerStatistics } from "@/lib/db/refresh-planner-statistics";
import { getDb } from "@/lib/db/prisma";
import { createExtractionFixture } from "@/testing/extraction-factories";

const estimatedRows = async (table: string) =>
  Number((await getDb().$queryRaw<{ n: number }[]>`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = ${table} AND relkind = 'r'`)[0]!.n);

// Other test files write to the same tables meanwhile: the estimate must lie between the counts
// just before and just after the refresh (ANALYZE reads every row of tables this small).
async function refreshed(table: "FactSheet" | "HaystackSession", count: () => Promise<number>) {
  const before = await count();
  await refreshPlannerStatistics([table]);
  const after = await count();
  return { estimate: await estimatedRows(table), low: Math.min(before, after), high: Math.max(before, after) };
}

describe("refreshPlannerStatistics", () => {
  it("gives the planner the row counts a bulk write left", async () => {
    const db = getDb();
    const fixture = await createExtractionFixture({ count: 40 });
    const extractor = await db.extractor.create({ data: { workspaceId: fixture.workspaceId, name: "x", version: "1", promptHash: "x" }, select: { id: true } });
    await db.factSheet.createMany({
      data: fixture.sessions.map((s) => ({ workspaceId: fixture.workspaceId, sessionId: s.id, extractorId: extractor.id, text: `- ${s.marker}` })),
    });
    const sheets = await refreshed("FactSheet", () => db.factSheet.count());
    expect(sheets.estimate).toBeGreaterThanOrEqual(Math.max(40, sheets.low));
    expect(sheets.estimate).toBeLessThanOrEqual(sheets.high);

    const question = await db.question.findFirstOrThrow({ where: { benchmarkId: fixture.benchmark.id }, select: { id: true } });
    await db.haystackSession.createMany({
      data: fixture.sessions.map((s, position) => ({ questionId: question.id, position: 1_000 + position, sessionId: s.id })),
    });
    const haystacks = await refreshed("HaystackSession", () => db.haystackSession.count());
    expect(haystacks.estimate).toBeGreaterThanOrEqual(Math.max(80, haystacks.low));
    expect(haystacks.estimate).toBeLessThanOrEqual(haystacks.high);
  });

  it("does nothing for an empty list", async () => {
    await expect(refreshPlannerStatistics([])).resolves.toBeUndefined();
  });
});

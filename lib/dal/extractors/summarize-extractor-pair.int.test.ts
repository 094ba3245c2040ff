import { describe, expect, it } from "vitest";
import { runDetailLossAnalysis } from "@/lib/services/analysis/run-detail-loss-analysis";
import { getDb } from "@/lib/db/prisma";
import { listComparedSessions } from "@/lib/dal/fact-sheets/list-compared-sessions";
import { summarizeExtractorPair } from "@/lib/dal/extractors/summarize-extractor-pair";
import { countTokens } from "@/lib/experiments/token-counter";
import { createExtractionFixture } from "@/testing/extraction-factories";
import { createTestWorkspace } from "@/testing/factories";

const PAGE = 10;

// 27 sessions: 25 with a sheet from both extractors (2.5 pages), one only from A, one only from B.
// A keeps every detail; B drops the year on every other session and the name on every third.
async function seedPair() {
  const db = getDb();
  const fixture = await createExtractionFixture({ count: 27 });
  const { workspaceId } = fixture;
  const [a, b] = await Promise.all(
    ["faithful", "lossy"].map((name) => db.extractor.create({ data: { workspaceId, name, version: "1", promptHash: name }, select: { id: true } })),
  );
  const turns = await db.observation.findMany({ where: { workspaceId }, orderBy: { position: "asc" }, select: { sessionId: true, role: true, content: true } });
  const sheets = fixture.sessions.flatMap((session, i) => {
    const mine = turns.filter((t) => t.sessionId === session.id);
    const faithful = mine.map((t) => `- ${t.role}: ${t.content}`).join("\n");
    const lossy = `- User moved to Lisbon${i % 2 ? " in 2021" : ""}${i % 3 ? " with Priya" : ""}. ${session.marker}`;
    return [
      ...(i === 26 ? [] : [{ workspaceId, sessionId: session.id, extractorId: a!.id, text: faithful }]),
      ...(i === 25 ? [] : [{ workspaceId, sessionId: session.id, extractorId: b!.id, text: lossy }]),
    ];
  });
  await db.factSheet.createMany({ data: sheets });
  for (const extractorId of [a!.id, b!.id]) await runDetailLossAnalysis({ workspaceId, benchmarkId: fixture.benchmark.id, extractorId });
  return { ...fixture, aId: a!.id, bId: b!.id, paired: fixture.sessions.slice(0, 25).map((s) => s.id) };
}

describe("extractor comparison figures", () => {
  it("are over every session of the benchmark both extractors cover, not one page", async () => {
    const seed = await seedPair();
    const input = { workspaceId: seed.workspaceId, benchmarkId: seed.benchmark.id, aId: seed.aId, bId: seed.bId };
    const summary = await summarizeExtractorPair(input);

    // By hand from the stored rows, over all 25 paired sessions.
    const stored = await getDb().factSheet.findMany({
      where: { workspaceId: seed.workspaceId, sessionId: { in: seed.paired } },
      select: { extractorId: true, text: true, coverage: true, lostDetailCount: true, lostDetailsByKind: true, sheetTokens: true, sourceTokens: true },
    });
    for (const [side, id] of [
      ["a", seed.aId],
      ["b", seed.bId],
    ] as const) {
      const mine = stored.filter((s) => s.extractorId === id);
      expect(mine).toHaveLength(25);
      const kinds: Record<string, number> = {};
      for (const s of mine) for (const [k, n] of Object.entries(s.lostDetailsByKind as Record<string, number>)) kinds[k] = (kinds[k] ?? 0) + n;
      expect(summary[side].sessions).toBe(25);
      expect(summary[side].analyzed).toBe(25);
      expect(summary[side].meanCoverage).toBeCloseTo(mine.reduce((x, s) => x + s.coverage!, 0) / 25, 10);
      expect(summary[side].lostDetails).toBe(mine.reduce((x, s) => x + s.lostDetailCount!, 0));
      expect(summary[side].lostByKind).toEqual(kinds);
      expect(summary[side].sheetTokens).toBe(mine.reduce((x, s) => x + countTokens(s.text, "o200k_base"), 0));
      expect(summary[side].sourceTokens).toBe(mine.reduce((x, s) => x + s.sourceTokens!, 0));
    }
    expect(Object.values(summary.b.lostByKind).reduce((x, y) => x + y, 0)).toBe(summary.b.lostDetails);
    expect(summary.b.lostByKind).toEqual(expect.objectContaining({ name: expect.any(Number) }));
    expect(summary.b.meanCoverage!).toBeLessThan(summary.a.meanCoverage!);
    expect(summary.a.sourceTokens).toBe(summary.b.sourceTokens);
    expect(summary.b.sheetTokens).toBeLessThan(summary.a.sheetTokens);
    expect({ onlyA: summary.onlyA, onlyB: summary.onlyB }).toEqual({ onlyA: 1, onlyB: 1 });

    // The pages hold every paired session once, largest change in coverage first; the figures
    // are not those of the first page.
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listComparedSessions({ ...input, page, pageSize: PAGE })));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5, 0]);
    const rows = pages.flat();
    expect(new Set(rows.map((r) => r.sessionId))).toEqual(new Set(seed.paired));
    const change = rows.map((r) => Math.abs(r.b.coverage! - r.a.coverage!));
    expect(change).toEqual([...change].sort((x, y) => y - x));
    const firstPageMean = pages[0]!.reduce((x, r) => x + r.b.coverage!, 0) / PAGE;
    expect(firstPageMean).not.toBeCloseTo(summary.b.meanCoverage!, 3);
  }, 120_000);

  it("finds nothing through a benchmark of another workspace", async () => {
    const seed = await seedPair();
    const other = await createTestWorkspace("other");
    const input = { workspaceId: other.id, benchmarkId: seed.benchmark.id, aId: seed.aId, bId: seed.bId };
    const summary = await summarizeExtractorPair(input);
    expect([summary.a.sessions, summary.b.sessions, summary.onlyA, summary.onlyB]).toEqual([0, 0, 0, 0]);
    expect(await listComparedSessions({ ...input, page: 1, pageSize: PAGE })).toEqual([]);
  }, 120_000);
});

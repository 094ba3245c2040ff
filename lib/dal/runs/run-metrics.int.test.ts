import { describe, expect, it } from "vitest";
import { getRunPage } from "@/lib/dal/runs/get-run-page";
import { listRunFilterOptions, listRuns } from "@/lib/dal/runs/list-runs";
import { getDb } from "@/lib/db/prisma";
import { retrievedSessionIds } from "@/lib/runs/comparable-result";
import { sessionRecall } from "@/lib/runs/compute-run-stages";
import { mulberry32 } from "@/lib/stats/paired-bootstrap";
import { createTestWorkspace, uniq } from "@/testing/factories";

// A benchmark of 60 questions and runs whose rankings exercise every rule of the official recall:
// repeated sessions (turn-level rankings), ranks out of storage order, database ids beside
// external ids, abstention questions, questions outside the benchmark, and results without a
// ranking at all.
async function seed() {
  const ws = await createTestWorkspace();
  const db = getDb();
  const benchmark = await db.benchmark.create({ data: { workspaceId: ws.id, name: uniq("bench") }, select: { id: true, name: true } });
  const other = await db.benchmark.create({ data: { workspaceId: ws.id, name: uniq("other") }, select: { id: true } });
  const random = mulberry32(99);
  const sessions = Array.from({ length: 30 }, (_, i) => `s${i}`);
  const questions = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      db.question.create({
        data: {
          benchmarkId: benchmark.id,
          externalId: i % 10 === 9 ? `q${i}_abs` : `q${i}`,
          type: ["multi-session", "temporal-reasoning", "knowledge-update"][i % 3]!,
          text: `Question ${i}?`,
          answer: "a",
          answerSessionIds: i % 7 === 6 ? [] : [sessions[i % 30]!, sessions[(i * 7) % 30]!].slice(0, 1 + (i % 2)),
        },
        select: { id: true, externalId: true },
      }),
    ),
  );
  const ranking = () => {
    const entries = Array.from({ length: 25 }, () => sessions[Math.floor(random() * 30)]!);
    // Stored in shuffled order with explicit ranks; some entries carry a database id too.
    return entries
      .map((id, i) => (i % 4 === 0 ? { rank: i + 1, sessionId: `db-${id}`, externalId: id, score: 1 - i / 25 } : { rank: i + 1, externalId: id }))
      .sort(() => random() - 0.5);
  };
  const makeRun = async (name: string, kind: "retrieval" | "imported", patch: { tags?: string[]; archivedAt?: Date; benchmarkId?: string } = {}) => {
    const run = await db.run.create({
      data: {
        workspaceId: ws.id,
        benchmarkId: patch.benchmarkId ?? benchmark.id,
        name,
        kind,
        tags: patch.tags ?? [],
        archivedAt: patch.archivedAt,
        configuration: { representation: "sessions", k: 10 },
      },
      select: { id: true },
    });
    await db.runResult.createMany({
      data: [
        ...questions.map((q, i) => ({
          runId: run.id,
          questionId: q.id,
          questionExternalId: q.externalId,
          correct: i % 11 === 0 ? null : random() < 0.7,
          readerInputTokens: i % 13 === 0 ? null : 1000 + Math.floor(random() * 9000),
          evidenceCoverage: i % 5 === 0 ? null : Math.round(random() * 100) / 100,
          retrieved: i % 8 === 0 ? undefined : ranking(),
        })),
        { runId: run.id, questionId: null, questionExternalId: "not-in-benchmark", correct: true, retrieved: ranking() },
      ],
    });
    return run.id;
  };
  const ids: Record<string, string> = {
    alpha: await makeRun("alpha", "retrieval", { tags: ["baseline"] }),
    beta: await makeRun("beta", "imported"),
    archived: await makeRun("gamma", "retrieval", { archivedAt: new Date(), tags: ["old"] }),
    elsewhere: await makeRun("delta", "imported", { benchmarkId: other.id }),
  };
  // A run stored the plain way the importer writes rankings (rank order, externalId on every
  // entry), with one result ranked by database ids only.
  const plain = await db.run.create({ data: { workspaceId: ws.id, benchmarkId: benchmark.id, name: "plain", kind: "retrieval" }, select: { id: true } });
  await db.runResult.createMany({
    data: questions.map((q, i) => ({
      runId: plain.id,
      questionId: q.id,
      questionExternalId: q.externalId,
      correct: true,
      retrieved: i === 3 ? [{ rank: 1, sessionId: sessions[3]! }] : sessions.slice(i % 5, (i % 5) + 12).map((externalId, r) => ({ rank: r + 1, externalId })),
    })),
  });
  Object.assign(ids, { plain: plain.id });
  return { ws, benchmark, ids };
}

function expectSameMean(actual: number | null, values: number[]) {
  if (!values.length) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 9);
}

describe("rankings", () => {
  it("read from flat paths are exactly what the stored JSON says, plain or not", async () => {
    const { ws, ids } = await seed();
    for (const id of Object.values(ids)) {
      const page = (await getRunPage({ workspaceId: ws.id, runId: id }))!;
      const stored = await getDb().runResult.findMany({ where: { runId: id }, select: { questionExternalId: true, retrieved: true } });
      const expected = new Map(stored.map((r) => [r.questionExternalId, retrievedSessionIds(r.retrieved)]));
      for (const result of page.results)
        expect(result.retrievedSessionIds, `${id} ${result.questionExternalId}`).toEqual(expected.get(result.questionExternalId));
    }
  });
});

describe("run metrics in the runs list", () => {
  it("match the TypeScript metrics exactly: accuracy, tokens, coverage and official recall_any@10", async () => {
    const { ws, ids } = await seed();
    const listed = await listRuns({ workspaceId: ws.id, query: { archived: "all", sort: "name", dir: "asc" } });
    for (const id of Object.values(ids)) {
      const page = (await getRunPage({ workspaceId: ws.id, runId: id }))!;
      const judged = page.results.filter((r) => r.correct !== null);
      const tokens = page.results.flatMap((r) => (r.readerInputTokens === null ? [] : [r.readerInputTokens]));
      const coverage = page.results.flatMap((r) => (r.evidenceCoverage === null ? [] : [r.evidenceCoverage]));
      const recall = sessionRecall(page.results, [10]);
      const item = listed.find((r) => r.id === id)!;
      expect(item.summary.n).toBe(id === ids.plain ? 60 : 61);
      expect(item.summary.judged).toBe(judged.length);
      expect(item.summary.accuracy).toBeCloseTo(judged.filter((r) => r.correct).length / judged.length, 12);
      expectSameMean(item.summary.readerTokensMean, tokens);
      expectSameMean(item.summary.evidenceCoverageMean, coverage);
      expect(recall.n).toBeGreaterThan(20);
      expect(item.summary.recallAt10).toBeCloseTo(recall.recallAny!["10"]!, 12);
    }
  });

  it("report recall at each run's own k, so a k = 5 run shows recall_any@5", async () => {
    const { ws, ids } = await seed();
    await getDb().run.update({ where: { id: ids.alpha! }, data: { configuration: { representation: "sessions", k: 5 } } });
    await getDb().run.update({ where: { id: ids.beta! }, data: { configuration: { source: "import" } } });
    const listed = await listRuns({ workspaceId: ws.id, query: { archived: "all", sort: "name", dir: "asc" } });
    for (const [id, k] of [
      [ids.alpha!, 5],
      [ids.beta!, 10],
      [ids.plain!, 10],
    ] as const) {
      const page = (await getRunPage({ workspaceId: ws.id, runId: id }))!;
      const item = listed.find((r) => r.id === id)!;
      expect(item.summary.recallK).toBe(k);
      expect(item.summary.recallAtK).toBeCloseTo(sessionRecall(page.results, [k]).recallAny![String(k)]!, 12);
      expect(item.summary.recallAt10).toBeCloseTo(sessionRecall(page.results, [10]).recallAny!["10"]!, 12);
    }
    const alpha = listed.find((r) => r.id === ids.alpha)!;
    expect(alpha.summary.recallAtK).toBeLessThan(alpha.summary.recallAt10!);
  });

  it("filter by benchmark, kind, tag and archived state, and sort", async () => {
    const { ws, benchmark } = await seed();
    const names = async (query: Partial<Parameters<typeof listRuns>[0]["query"] & object>) =>
      (await listRuns({ workspaceId: ws.id, query: { archived: "active", sort: "name", dir: "asc", ...query } })).map((r) => r.name);
    expect(await names({})).toEqual(["alpha", "beta", "delta", "plain"]);
    expect(await names({ archived: "archived" })).toEqual(["gamma"]);
    expect(await names({ archived: "all", dir: "desc" })).toEqual(["plain", "gamma", "delta", "beta", "alpha"]);
    expect(await names({ kind: "retrieval" })).toEqual(["alpha", "plain"]);
    expect(await names({ tag: "baseline" })).toEqual(["alpha"]);
    expect(await names({ benchmark: benchmark.name })).toEqual(["alpha", "beta", "plain"]);
    expect(await names({ benchmark: benchmark.id, archived: "all" })).toEqual(["alpha", "beta", "gamma", "plain"]);
    const options = await listRunFilterOptions(ws.id);
    expect(options.tags).toEqual(["baseline", "old"]);
    expect(options.benchmarks).toHaveLength(2);
    // Another workspace sees none of it.
    const other = await createTestWorkspace();
    expect(await listRuns({ workspaceId: other.id })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { finishExperimentRun } from "@/lib/dal/experiments/save-experiment-results";
import { aggregateRunMetrics } from "@/lib/dal/runs/aggregate-run-metrics";
import { listRuns } from "@/lib/dal/runs/list-runs";
import { loadRunSummaries } from "@/lib/dal/runs/load-run-summaries";
import { getDb } from "@/lib/db/prisma";
import { importRun } from "@/lib/import/import-run";
import { createTestWorkspace, uniq } from "@/testing/factories";

// A real judged run file (a JSON list with yes/no verdicts) from the shared data folder.
const JUDGED = "../shared/data/longmemeval/LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-text-context-eval.json";

const ranking = (ids: string[]) => ids.map((externalId, i) => ({ rank: i + 1, externalId }));

// A benchmark of `questions` questions whose answer is session s<i>, and one retrieval run with
// k = 5 over the first `results` of them: every third ranking misses the answer session, every
// fourth finds it at rank 7 (inside 10 but outside k), the others at rank 1; every other result is
// judged, alternately right and wrong.
async function seed(input: { questions?: number; results?: number } = {}) {
  const db = getDb();
  const ws = await createTestWorkspace();
  const benchmark = await db.benchmark.create({ data: { workspaceId: ws.id, name: uniq("bench") }, select: { id: true } });
  const count = input.questions ?? 40;
  await db.question.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      benchmarkId: benchmark.id,
      externalId: `q${i}`,
      type: "multi-session",
      text: `Question ${i}?`,
      answer: "a",
      answerSessionIds: [`s${i}`],
    })),
  });
  const questions = await db.question.findMany({
    where: { benchmarkId: benchmark.id },
    select: { id: true, externalId: true },
    orderBy: { externalId: "asc" },
  });
  const run = await db.run.create({
    data: { workspaceId: ws.id, benchmarkId: benchmark.id, name: uniq("run"), kind: "retrieval", configuration: { k: 5 } },
    select: { id: true },
  });
  const resultFor = (q: { id: string; externalId: string }) => {
    const i = Number(q.externalId.slice(1));
    const others = Array.from({ length: 9 }, (_, j) => `x${i}-${j}`);
    const ids = i % 3 === 0 ? others : i % 4 === 0 ? [...others.slice(0, 6), `s${i}`, ...others.slice(6)] : [`s${i}`, ...others];
    return {
      runId: run.id,
      questionId: q.id,
      questionExternalId: q.externalId,
      retrieved: ranking(ids),
      correct: i % 2 === 0 ? i % 4 === 0 : null,
      readerInputTokens: 100 + i,
    };
  };
  const take = input.results ?? count;
  await db.runResult.createMany({ data: questions.slice(0, take).map(resultFor) });
  return { ws, benchmark, run, questions, resultFor, rest: questions.slice(take) };
}

const stored = (runId: string) => getDb().runSummary.findUnique({ where: { runId } });
const summaryOf = async (workspaceId: string, runId: string) => (await listRuns({ workspaceId })).find((r) => r.id === runId)!.summary;

describe("stored run summaries", () => {
  it("are computed on a run's first view, stored, and equal what the aggregate computes", async () => {
    const f = await seed();
    // Results written directly (as before RunSummary existed) leave no figures stored.
    expect((await stored(f.run.id))?.computedAt ?? null).toBeNull();
    const summary = await summaryOf(f.ws.id, f.run.id);
    const aggregate = (await aggregateRunMetrics({ workspaceId: f.ws.id, runIds: [f.run.id] })).get(f.run.id)!;
    expect(summary).toMatchObject({ n: 40, judged: 20, correct: 10, accuracy: 0.5, recallK: 5 });
    expect(summary.recallAt10).toBeCloseTo(aggregate.recallAt10!, 12);
    expect(summary.recallAtK).toBeCloseTo(aggregate.recallAtK!, 12);
    expect(summary.recallAtK!).toBeLessThan(summary.recallAt10!);
    const row = await stored(f.run.id);
    expect(row?.computedAt).not.toBeNull();
    expect(row).toMatchObject({
      results: 40,
      judged: 20,
      correct: 10,
      recallN: 40,
      recallK: 5,
      recallAt10: aggregate.recallAt10,
      recallAtK: aggregate.recallAtK,
    });
  });

  it("are read from the stored row on later views, not recomputed", async () => {
    const f = await seed({ questions: 8 });
    await summaryOf(f.ws.id, f.run.id);
    // Only a read of the stored row can show this count.
    await getDb().runSummary.update({ where: { runId: f.run.id }, data: { results: 999 } });
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(999);
  });

  it("go out of date when the run's results change, and the next view recomputes them", async () => {
    const f = await seed({ questions: 12, results: 8 });
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(8);
    const before = await stored(f.run.id);
    await getDb().runResult.createMany({ data: f.rest.map(f.resultFor) });
    const after = await stored(f.run.id);
    expect(after?.computedAt).toBeNull();
    expect(after?.version).toBe(before!.version + 1);
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(12);

    await getDb().runResult.updateMany({ where: { runId: f.run.id }, data: { correct: true } });
    expect((await summaryOf(f.ws.id, f.run.id)).accuracy).toBe(1);
    await getDb().runResult.deleteMany({ where: { runId: f.run.id, questionExternalId: { in: ["q0", "q1"] } } });
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(10);
  });

  it("go out of date when the run's k or a question's answer sessions change", async () => {
    const f = await seed({ questions: 12 });
    const first = await summaryOf(f.ws.id, f.run.id);
    await getDb().run.update({ where: { id: f.run.id }, data: { configuration: { k: 10 } } });
    const widened = await summaryOf(f.ws.id, f.run.id);
    expect(widened.recallK).toBe(10);
    expect(widened.recallAtK).toBe(first.recallAt10);
    // A tag is not something the figures depend on: the stored row stays.
    await getDb().run.update({ where: { id: f.run.id }, data: { tags: ["x"] } });
    expect((await stored(f.run.id))?.computedAt).not.toBeNull();

    // q0's ranking misses s0; pointing its answer at a retrieved session makes it a hit.
    await getDb().question.update({ where: { id: f.questions[0]!.id }, data: { answerSessionIds: ["x0-0"] } });
    expect((await stored(f.run.id))?.computedAt).toBeNull();
    expect((await summaryOf(f.ws.id, f.run.id)).recallAt10!).toBeGreaterThan(widened.recallAt10!);
  });

  it("are stored when an experiment run finishes", async () => {
    const f = await seed({ questions: 6 });
    await finishExperimentRun({ runId: f.run.id, workspaceId: f.ws.id, status: "completed" });
    expect(await stored(f.run.id)).toMatchObject({ results: 6, judged: 3 });
  });

  it("are stored when a run file is imported, and again when it is imported anew under its name", async () => {
    const ws = await createTestWorkspace();
    const benchmark = uniq("s");
    const first = await importRun({ workspaceId: ws.id, benchmark, name: "judged", file: JUDGED });
    const row = await stored(first.runId);
    expect(row?.computedAt).not.toBeNull();
    expect(row).toMatchObject({ results: first.results, judged: first.n, correct: first.correct });
    expect(first.results).toBeGreaterThan(0);
    const again = await importRun({ workspaceId: ws.id, benchmark, name: "judged", file: JUDGED });
    expect(again.runId).not.toBe(first.runId);
    expect(await stored(first.runId)).toBeNull();
    expect((await stored(again.runId))?.results).toBe(again.results);
  });

  it("are not computed or stored for another workspace's run", async () => {
    const f = await seed({ questions: 6 });
    const other = await createTestWorkspace("other");
    expect((await loadRunSummaries({ workspaceId: other.id, runIds: [f.run.id] })).size).toBe(0);
    expect((await stored(f.run.id))?.computedAt ?? null).toBeNull();
  });
});

// Races that need a real server (the embedded one runs one statement at a time).
describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("stored run summaries under concurrent views", () => {
  it("eight simultaneous first views leave one consistent stored value", async () => {
    const f = await seed({ questions: 60 });
    const aggregate = (await aggregateRunMetrics({ workspaceId: f.ws.id, runIds: [f.run.id] })).get(f.run.id)!;
    const views = await Promise.all(Array.from({ length: 8 }, () => summaryOf(f.ws.id, f.run.id)));
    for (const view of views) expect(view).toEqual(views[0]);
    expect(views[0]).toMatchObject({ n: 60, judged: 30, recallAt10: aggregate.recallAt10, recallAtK: aggregate.recallAtK });
    const rows = await getDb().runSummary.findMany({ where: { runId: f.run.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ results: 60, judged: 30, correct: aggregate.correct, recallAt10: aggregate.recallAt10, recallAtK: aggregate.recallAtK });
    expect(rows[0]!.computedAt).not.toBeNull();
  });

  it("views racing writes to the results never leave figures of the older results stored", async () => {
    const f = await seed({ questions: 48, results: 8 });
    for (let batch = 8; batch < 48; batch += 8) {
      const next = f.questions.slice(batch, batch + 8).map(f.resultFor);
      await Promise.all([...Array.from({ length: 8 }, () => summaryOf(f.ws.id, f.run.id)), getDb().runResult.createMany({ data: next })]);
      const row = await stored(f.run.id);
      // Either nothing is stored (the write came last) or what is stored counts every result.
      if (row?.computedAt) expect(row.results).toBe(batch + 8);
    }
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(48);
    expect((await stored(f.run.id))?.results).toBe(48);
  });

  it("views during an uncommitted write neither wait for it nor store figures of the older results", async () => {
    const f = await seed({ questions: 24, results: 8 });
    const db = getDb();
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(8);
    // A committed write leaves the figures out of date, so the views below compute them.
    await db.runResult.createMany({ data: f.rest.slice(0, 8).map(f.resultFor) });
    await db.$transaction(async (tx) => {
      // The write's trigger holds the summary row until the write commits; views that waited for
      // it would never return inside this transaction.
      await tx.runResult.createMany({ data: f.rest.slice(8).map(f.resultFor) });
      const seen = await Promise.all(Array.from({ length: 4 }, () => summaryOf(f.ws.id, f.run.id)));
      for (const view of seen) expect(view.n).toBe(16);
    });
    expect((await stored(f.run.id))?.computedAt ?? null).toBeNull();
    expect((await summaryOf(f.ws.id, f.run.id)).n).toBe(24);
    expect((await stored(f.run.id))?.results).toBe(24);
  });
});

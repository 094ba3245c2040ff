import { describe, expect, it } from "vitest";
import { getFactSheetViewAnalysis } from "@/lib/dal/sessions/get-fact-sheet-view-analysis";
import { getSession } from "@/lib/dal/sessions/get-session";
import { saveFactSheetViewAnalysis } from "@/lib/dal/sessions/save-fact-sheet-view-analysis";
import { getDb } from "@/lib/db/prisma";
import type { SessionViewAnalysis } from "@/lib/sessions/analyze-session-view";
import { prepareSessionView } from "@/lib/sessions/prepare-session-view";
import { sessionViewAnalysisKey } from "@/lib/sessions/session-view-analysis-key";
import { loadSessionView } from "@/lib/services/sessions/load-session-view";
import { createTestSession, createTestWorkspace } from "@/testing/factories";

const TURNS = [
  { role: "user", content: "I moved to Lisbon in 2021 with Priya, and my commute is 45 minutes each way." },
  { role: "assistant", content: "The 7th job on the list was Transcriptionist, paid 18 dollars an hour." },
  { role: "user", content: "Thanks, I will ask my neighbour Tomas about the bookkeeping course on Friday." },
];
const LOSSY = "- User moved to Lisbon.\n- Assistant listed jobs, including bookkeeping.";

// A session of three turns, a lossy sheet that drops the answer ("Transcriptionist") and one
// question whose evidence is the assistant's turn.
async function seed() {
  const db = getDb();
  const ws = await createTestWorkspace();
  const { id: sessionId } = await createTestSession(ws.id, TURNS);
  const extractor = await db.extractor.create({ data: { workspaceId: ws.id, name: "lossy", version: "1", promptHash: "h" }, select: { id: true } });
  const sheet = await db.factSheet.create({ data: { workspaceId: ws.id, sessionId, extractorId: extractor.id, text: LOSSY }, select: { id: true } });
  const benchmark = await db.benchmark.create({ data: { workspaceId: ws.id, name: "b" }, select: { id: true } });
  const question = await db.question.create({
    data: { benchmarkId: benchmark.id, externalId: "q1", type: "single-session-assistant", text: "What was the 7th job?", answer: "Transcriptionist" },
    select: { id: true },
  });
  const turns = await db.observation.findMany({ where: { sessionId }, orderBy: { position: "asc" }, select: { id: true } });
  await db.evidenceTurn.create({ data: { questionId: question.id, observationId: turns[1]!.id } });
  return { workspaceId: ws.id, sessionId, sheetId: sheet.id, benchmarkId: benchmark.id, turnIds: turns.map((t) => t.id) };
}

// What the page showed before the analysis was stored: everything computed on this view.
async function computedView(workspaceId: string, sessionId: string) {
  const session = (await getSession({ workspaceId, sessionId }))!;
  return prepareSessionView({ turns: session.turns, sheetText: session.chosenSheet!.text });
}

describe("loadSessionView", () => {
  it("analyses the sheet on the first view, stores it, and builds the same view from the stored analysis on the next", async () => {
    const f = await seed();
    const first = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    expect(first?.analyzedNow).toBe(true);
    const expected = await computedView(f.workspaceId, f.sessionId);
    expect(first?.view).toEqual(expected.view);
    expect(first?.analysis).toEqual(expected.analysis);
    expect(first?.analysis?.answerBearingLost).toBe(true);
    expect(first?.view.turns[1]!.segments.some((s) => s.lost?.kind === "answer-span" && s.text === "Transcriptionist")).toBe(true);

    const rows = await getDb().factSheetViewAnalysis.findMany({ where: { factSheetId: f.sheetId } });
    expect(rows).toHaveLength(1);
    const session = (await getSession({ workspaceId: f.workspaceId, sessionId: f.sessionId }))!;
    expect(rows[0]!.key).toBe(sessionViewAnalysisKey({ turns: session.turns, sheetText: LOSSY }));

    const second = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    expect(second?.analyzedNow).toBe(false);
    expect(second?.view).toEqual(expected.view);
    expect(second?.analysis).toEqual(expected.analysis);
    // Survives the round trip through the store exactly, so the page hydrates the same markup.
    expect(JSON.stringify(second?.view)).toBe(JSON.stringify(expected.view));
  });

  it("reads the stored analysis instead of recomputing it", async () => {
    const f = await seed();
    await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    const db = getDb();
    const row = await db.factSheetViewAnalysis.findUniqueOrThrow({ where: { factSheetId: f.sheetId } });
    const stored = JSON.parse(row.data) as SessionViewAnalysis;
    expect(stored.analysis.lostDetails.length).toBeGreaterThan(1);
    // Keep one lost detail only: a view built from the store shows exactly that one.
    const data: SessionViewAnalysis = { ...stored, analysis: { ...stored.analysis, lostDetails: stored.analysis.lostDetails.slice(0, 1) } };
    await db.factSheetViewAnalysis.update({ where: { factSheetId: f.sheetId }, data: { data: JSON.stringify(data) } });
    const again = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    expect(again?.analyzedNow).toBe(false);
    expect(again?.view.lostCount).toBe(1);
  });

  it("analyses again when the sheet's text or the session's evidence questions change", async () => {
    const f = await seed();
    const db = getDb();
    const first = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    const keyOf = async () => (await db.factSheetViewAnalysis.findUniqueOrThrow({ where: { factSheetId: f.sheetId } })).key;
    const firstKey = await keyOf();

    await db.factSheet.update({ where: { id: f.sheetId }, data: { text: `${LOSSY}\n- The 7th job was Transcriptionist.` } });
    const rewritten = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    expect(rewritten?.analyzedNow).toBe(true);
    expect(rewritten?.analysis?.answerBearingLost).toBe(false);
    expect(rewritten?.view).toEqual((await computedView(f.workspaceId, f.sessionId)).view);
    const rewrittenKey = await keyOf();
    expect(rewrittenKey).not.toBe(firstKey);

    const question = await db.question.create({
      data: { benchmarkId: f.benchmarkId, externalId: "q2", type: "single-session-user", text: "How long is the commute?", answer: "45 minutes each way" },
      select: { id: true },
    });
    await db.evidenceTurn.create({ data: { questionId: question.id, observationId: f.turnIds[0]! } });
    const asked = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    expect(asked?.analyzedNow).toBe(true);
    expect(asked?.analysis?.questions.map((q) => q.externalId).sort()).toEqual(["q1", "q2"]);
    expect(asked?.view).toEqual((await computedView(f.workspaceId, f.sessionId)).view);
    expect(await keyOf()).not.toBe(rewrittenKey);
    expect(await db.factSheetViewAnalysis.count({ where: { factSheetId: f.sheetId } })).toBe(1);
    expect(first?.view.lostCount).toBeGreaterThan(0);
  });

  it("neither reads nor writes another workspace's stored analysis", async () => {
    const f = await seed();
    const other = await createTestWorkspace("other");
    await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    const { key } = await getDb().factSheetViewAnalysis.findUniqueOrThrow({ where: { factSheetId: f.sheetId } });
    expect(await getFactSheetViewAnalysis({ workspaceId: f.workspaceId, factSheetId: f.sheetId, key })).not.toBeNull();
    expect(await getFactSheetViewAnalysis({ workspaceId: other.id, factSheetId: f.sheetId, key })).toBeNull();
    expect(await getFactSheetViewAnalysis({ workspaceId: f.workspaceId, factSheetId: f.sheetId, key: "another key" })).toBeNull();
    expect(await saveFactSheetViewAnalysis({ workspaceId: other.id, factSheetId: f.sheetId, key: "x", data: {} })).toBe(false);
    expect((await getDb().factSheetViewAnalysis.findUniqueOrThrow({ where: { factSheetId: f.sheetId } })).key).toBe(key);
    expect(await loadSessionView({ workspaceId: other.id, sessionId: f.sessionId })).toBeNull();
  });

  it("stores one analysis when many first views of a sheet arrive at once", async () => {
    const f = await seed();
    const views = await Promise.all(Array.from({ length: 8 }, () => loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId })));
    const expected = await computedView(f.workspaceId, f.sessionId);
    for (const loaded of views) expect(loaded?.view).toEqual(expected.view);
    expect(await getDb().factSheetViewAnalysis.count({ where: { factSheetId: f.sheetId } })).toBe(1);
    const later = await loadSessionView({ workspaceId: f.workspaceId, sessionId: f.sessionId });
    expect(later?.analyzedNow).toBe(false);
  });

  it("shows a session without a sheet without storing anything", async () => {
    const ws = await createTestWorkspace();
    const { id } = await createTestSession(ws.id, TURNS);
    const loaded = await loadSessionView({ workspaceId: ws.id, sessionId: id });
    expect(loaded?.view.sheetLines).toBeNull();
    expect(loaded?.analysis).toBeNull();
    expect(await getDb().factSheetViewAnalysis.count({ where: { workspaceId: ws.id } })).toBe(0);
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getSession } from "@/lib/dal/sessions/get-session";
import { listSessionFilterOptions } from "@/lib/dal/sessions/list-session-filter-options";
import { listSessions } from "@/lib/dal/sessions/list-sessions";
import { getDb } from "@/lib/db/prisma";
import { prepareSessionView } from "@/lib/sessions/prepare-session-view";
import { createTestSession, createTestWorkspace } from "@/testing/factories";
import { runLoreJson } from "@/testing/run-lore-cli";

const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
const ASSISTANT_FILE = path.join(LME, "1_1903aded.json"); // session answer_sharegpt_hA7AkP3_0, answer "Transcriptionist."
const USER_FILE = path.join(LME, "1_118b2229.json"); // session answer_40a90d51, answer "45 minutes each way"
const ASSISTANT_SESSION = "answer_sharegpt_hA7AkP3_0";
const USER_SESSION = "answer_40a90d51";

function sheetsFile(sheets: Record<string, string>): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-sheets-")), "sheets.jsonl");
  writeFileSync(
    file,
    Object.entries(sheets)
      .map(([session_id, text]) => JSON.stringify({ session_id, text }))
      .join("\n"),
  );
  return file;
}

type Fixture = {
  ws: { id: string };
  other: { id: string };
  benchmarkId: string;
  lossyId: string;
  faithfulId: string;
  sessionIds: Record<string, string>;
  looseSessionId: string;
};

// Two real LongMemEval questions (one about what the assistant said) imported through the CLI,
// a lossy extractor that drops both answers (analyzed) and a faithful one (not analyzed), one
// session outside any benchmark, and another workspace holding one of the same sessions.
async function seed(): Promise<Fixture> {
  const ws = await createTestWorkspace();
  const other = await createTestWorkspace("other");
  runLoreJson(["import", "longmemeval", ASSISTANT_FILE, USER_FILE, "--benchmark", "oracle", "--workspace", ws.id]);
  runLoreJson(["import", "longmemeval", USER_FILE, "--benchmark", "oracle", "--workspace", other.id]);
  const lossy = sheetsFile({
    [ASSISTANT_SESSION]:
      "- User asked for work from home job ideas for seniors.\n- Assistant listed 15 jobs, including virtual customer service representative, telehealth professional and remote bookkeeper.",
    [USER_SESSION]: "- User listens to fiction audiobooks during the daily commute.\n- User is reading Gone Girl on a Kindle.",
  });
  const faithful = sheetsFile({
    [ASSISTANT_SESSION]: "- Assistant listed jobs for seniors: 7th was Transcriptionist.",
    [USER_SESSION]: "- User's daily commute takes 45 minutes each way.",
  });
  runLoreJson(["import", "factsheets", lossy, "--benchmark", "oracle", "--extractor", "lossy@1", "--workspace", ws.id]);
  runLoreJson(["import", "factsheets", faithful, "--benchmark", "oracle", "--extractor", "faithful@1", "--workspace", ws.id]);
  runLoreJson(["analyze", "detail-loss", "--benchmark", "oracle", "--extractor", "lossy@1", "--workspace", ws.id]);
  const loose = await createTestSession(ws.id, [{ role: "user", content: "A session outside every benchmark about transcriptionist courses." }]);
  const db = getDb();
  const benchmark = await db.benchmark.findFirstOrThrow({ where: { workspaceId: ws.id, name: "oracle" }, select: { id: true } });
  const extractors = await db.extractor.findMany({ where: { workspaceId: ws.id }, select: { id: true, name: true } });
  const sessions = await db.session.findMany({
    where: { workspaceId: ws.id, externalId: { in: [ASSISTANT_SESSION, USER_SESSION] } },
    select: { id: true, externalId: true },
  });
  return {
    ws,
    other,
    benchmarkId: benchmark.id,
    lossyId: extractors.find((e) => e.name === "lossy")!.id,
    faithfulId: extractors.find((e) => e.name === "faithful")!.id,
    sessionIds: Object.fromEntries(sessions.map((s) => [s.externalId, s.id])),
    looseSessionId: loose.id,
  };
}

let f: Fixture;
beforeAll(async () => {
  f = await seed();
}, 180_000);

const page = { take: 50, skip: 0 };
const ids = (rows: { externalId: string }[]) => rows.map((r) => r.externalId).sort();

describe("listSessions", () => {
  it("filters by benchmark, question type and holding evidence", async () => {
    const all = await listSessions({ workspaceId: f.ws.id, ...page });
    expect(all.total).toBe(3);
    const inBenchmark = await listSessions({ workspaceId: f.ws.id, benchmarkId: f.benchmarkId, ...page });
    expect(ids(inBenchmark.sessions)).toEqual([USER_SESSION, ASSISTANT_SESSION].sort());
    const assistant = await listSessions({ workspaceId: f.ws.id, questionType: "single-session-assistant", ...page });
    expect(ids(assistant.sessions)).toEqual([ASSISTANT_SESSION]);
    expect(assistant.sessions[0]!.evidenceTypes).toEqual(["single-session-assistant"]);
    const evidence = await listSessions({ workspaceId: f.ws.id, evidenceOnly: true, ...page });
    expect(evidence.total).toBe(2);
  });

  it("shows the chosen extractor's analysis and sorts by coverage, worst first, unanalyzed last", async () => {
    await getDb().factSheet.updateMany({
      where: { extractorId: f.lossyId, sessionId: f.sessionIds[USER_SESSION] },
      data: { coverage: null, answerBearingLost: null, lostDetailCount: null },
    });
    const sorted = await listSessions({ workspaceId: f.ws.id, extractorId: f.lossyId, sort: "coverage", ...page });
    expect(sorted.sessions.map((s) => s.externalId)).toEqual([ASSISTANT_SESSION, USER_SESSION]);
    expect(sorted.sessions[0]).toMatchObject({ answerBearingLost: true, coverage: expect.any(Number), lostDetailCount: expect.any(Number) });
    expect(sorted.sessions[1]!.coverage).toBeNull();
    const faithful = await listSessions({ workspaceId: f.ws.id, extractorId: f.faithfulId, ...page });
    expect(faithful.total).toBe(2);
    expect(faithful.sessions.every((s) => s.coverage === null && s.factSheetCount === 2)).toBe(true);
  });

  it("searches the text of the turns, and pages", async () => {
    const hits = await listSessions({ workspaceId: f.ws.id, q: "transcriptionist", ...page });
    expect(hits.sessions.map((s) => s.id).sort()).toEqual([f.sessionIds[ASSISTANT_SESSION], f.looseSessionId].sort());
    const phrase = await listSessions({ workspaceId: f.ws.id, q: '"45 minutes each way"', ...page });
    expect(ids(phrase.sessions)).toEqual([USER_SESSION]);
    const second = await listSessions({ workspaceId: f.ws.id, take: 2, skip: 2 });
    expect(second).toMatchObject({ total: 3, sessions: [expect.anything()] });
  });

  it("never lists another workspace's sessions, even when they match every filter", async () => {
    const theirs = await listSessions({ workspaceId: f.other.id, q: "commute", ...page });
    expect(ids(theirs.sessions)).toEqual([USER_SESSION]);
    expect(theirs.sessions[0]!.id).not.toBe(f.sessionIds[USER_SESSION]);
    const crossBenchmark = await listSessions({ workspaceId: f.other.id, benchmarkId: f.benchmarkId, ...page });
    expect(crossBenchmark.total).toBe(0);
    const crossExtractor = await listSessions({ workspaceId: f.other.id, extractorId: f.lossyId, ...page });
    expect(crossExtractor.total).toBe(0);
  });

  it("offers the workspace's benchmarks, extractors and question types as filters", async () => {
    const options = await listSessionFilterOptions(f.ws.id);
    expect(options.benchmarks.map((b) => b.name)).toEqual(["oracle"]);
    expect(options.extractors.map((e) => `${e.name}@${e.version}`)).toEqual(["faithful@1", "lossy@1"]);
    expect(options.questionTypes).toEqual(["single-session-assistant", "single-session-user"]);
  });
});

describe("getSession", () => {
  it("returns turns with the questions they answer and the chosen sheet (first by extractor name by default)", async () => {
    const id = f.sessionIds[ASSISTANT_SESSION]!;
    const session = await getSession({ workspaceId: f.ws.id, sessionId: id });
    expect(session?.turns.map((t) => [t.position, t.role, t.questions.map((q) => [q.externalId, q.type])])).toEqual([
      [0, "user", []],
      [1, "assistant", [["1903aded", "single-session-assistant"]]],
    ]);
    expect(session?.factSheets.map((s) => s.extractor.name)).toEqual(["faithful", "lossy"]);
    expect(session?.chosenSheet?.extractor.name).toBe("faithful");
    const lossy = await getSession({ workspaceId: f.ws.id, sessionId: id, extractorId: f.lossyId });
    expect(lossy?.chosenSheet).toMatchObject({ extractor: { name: "lossy" }, text: expect.stringContaining("remote bookkeeper") });
  });

  it("marks the lost answer in the assistant's turn of the real session", async () => {
    const session = await getSession({ workspaceId: f.ws.id, sessionId: f.sessionIds[ASSISTANT_SESSION]!, extractorId: f.lossyId });
    const { view, analysis } = prepareSessionView({ turns: session!.turns, sheetText: session!.chosenSheet!.text });
    expect(analysis?.answerBearingLost).toBe(true);
    expect(view.turns[1]!.segments.some((s) => s.lost?.kind === "answer-span" && s.text === "Transcriptionist")).toBe(true);
    expect(view.lostGroups[0]).toMatchObject({ kind: "answer-span", items: [{ text: "Transcriptionist", turnPosition: 1, answerBearing: true }] });
    expect(view.sheetLines?.map((l) => l.supportingPositions)).toEqual([[0], [1]]);
  });

  it("does not find a session of another workspace", async () => {
    expect(await getSession({ workspaceId: f.other.id, sessionId: f.sessionIds[ASSISTANT_SESSION]! })).toBeNull();
    expect(await getSession({ workspaceId: f.ws.id, sessionId: "no-such-session" })).toBeNull();
  });
});

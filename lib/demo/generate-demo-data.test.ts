import { describe, expect, it } from "vitest";
import type { DemoData, DemoExtractor, QuestionType } from "./demo-types";
import { detailSurvives, factSheetSegments } from "./detail-survival";
import { generateDemoData } from "./generate-demo-data";

const data = generateDemoData();
const sessionsById = new Map(data.sessions.map((session) => [session.externalId, session]));

const TYPES: QuestionType[] = [
  "single-session-user",
  "single-session-assistant",
  "single-session-preference",
  "multi-session",
  "temporal-reasoning",
  "knowledge-update",
];

function lostDetails(extractor: DemoExtractor): number {
  const sheets = new Map(extractor.factSheets.map((sheet) => [sheet.sessionId, sheet]));
  return data.questions
    .flatMap((question) => question.evidence)
    .filter((evidence) => {
      const session = sessionsById.get(evidence.sessionId);
      const sheet = sheets.get(evidence.sessionId);
      if (!session || !sheet) throw new Error(`missing ${evidence.sessionId}`);
      const speaker = session.turns[evidence.position]?.role ?? "user";
      return !detailSurvives(factSheetSegments(sheet, session), { detail: evidence.detail, speaker });
    }).length;
}

const extractor = (fidelity: "high" | "lossy") => data.extractors.find((e) => e.fidelity === fidelity) as DemoExtractor;
const run = (name: string) => data.runs.find((r) => r.name === name) as DemoData["runs"][number];
const correctCount = (name: string) => run(name).results.filter((result) => result.correct).length;

describe("generateDemoData", () => {
  it("returns the same workspace for the same seed and a different one for another seed", () => {
    expect(generateDemoData(7)).toEqual(data);
    expect(JSON.stringify(generateDemoData(8).sessions)).not.toEqual(JSON.stringify(data.sessions));
  });

  it("asks four questions of each LongMemEval type", () => {
    expect(data.questions).toHaveLength(24);
    for (const type of TYPES) expect(data.questions.filter((q) => q.type === type)).toHaveLength(4);
  });

  it("builds a pool of dated sessions of 6-14 alternating turns with distinct contents", () => {
    expect(data.sessions).toHaveLength(40);
    for (const session of data.sessions) {
      expect(session.turns.length).toBeGreaterThanOrEqual(6);
      expect(session.turns.length).toBeLessThanOrEqual(14);
      session.turns.forEach((turn, i) => expect(turn.role).toBe(i % 2 === 0 ? "user" : "assistant"));
      expect(session.dateText).toMatch(/^\d{4}\/\d{2}\/\d{2} \((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\) \d{2}:\d{2}$/);
    }
    expect(new Set(data.sessions.map((s) => JSON.stringify(s.turns))).size).toBe(data.sessions.length);
  });

  it("points every evidence turn at an existing turn of a haystack session that holds the detail", () => {
    for (const question of data.questions) {
      expect(question.haystackSessionIds.length).toBeGreaterThanOrEqual(6);
      expect(question.haystackSessionIds.length).toBeLessThanOrEqual(10);
      expect(question.evidence.length).toBeGreaterThan(0);
      for (const evidence of question.evidence) {
        expect(question.haystackSessionIds).toContain(evidence.sessionId);
        expect(question.answerSessionIds).toContain(evidence.sessionId);
        const turn = sessionsById.get(evidence.sessionId)?.turns[evidence.position];
        expect(turn?.content).toContain(evidence.detail);
      }
    }
  });

  it("shares sessions between haystacks", () => {
    const uses = data.questions.flatMap((q) => q.haystackSessionIds);
    expect(new Set(uses).size).toBeLessThan(uses.length);
  });

  it("spreads multi-session evidence over 2-3 sessions and knowledge updates over two", () => {
    const sessionCount = (q: DemoData["questions"][number]) => new Set(q.evidence.map((e) => e.sessionId)).size;
    for (const q of data.questions.filter((q) => q.type === "multi-session")) {
      expect(sessionCount(q)).toBeGreaterThanOrEqual(2);
      expect(sessionCount(q)).toBeLessThanOrEqual(3);
    }
    for (const q of data.questions.filter((q) => q.type === "knowledge-update")) expect(sessionCount(q)).toBe(2);
  });

  it("marks exactly three abstention questions, each with an id ending in _abs", () => {
    const abstentions = data.questions.filter((q) => q.isAbstention);
    expect(abstentions).toHaveLength(3);
    for (const question of data.questions) expect(question.externalId.endsWith("_abs")).toBe(question.isAbstention);
  });

  it("loses strictly more answer-bearing details with the lossy extractor than with the baseline", () => {
    expect(lostDetails(extractor("lossy"))).toBeGreaterThan(lostDetails(extractor("high")));
  });

  it("gives the lossy extractor exactly one passthrough sheet and the baseline none", () => {
    expect(extractor("lossy").factSheets.filter((sheet) => sheet.passthrough)).toHaveLength(1);
    expect(extractor("high").factSheets.some((sheet) => sheet.passthrough)).toBe(false);
  });

  it("scores the full-sessions run above the fact-sheet run", () => {
    expect(correctCount("full-sessions@10")).toBeGreaterThan(correctCount("factsheets@10"));
    // The faithful extractor loses less than the lossy one.
    expect(correctCount("seed-demo/factsheets-lore-baseline-top-10")).toBeGreaterThan(correctCount("factsheets@10"));
  });

  it("retrieves k ranked sessions per question and keeps the judge label equal to correctness", () => {
    expect(data.runs.map((r) => r.k)).toEqual([10, 10, 5, 10]);
    for (const r of data.runs) {
      expect(r.results).toHaveLength(24);
      for (const result of r.results) {
        expect(result.retrieved.map((hit) => hit.rank)).toEqual(Array.from({ length: r.k }, (_, i) => i + 1));
        expect(result.judgeOutput.label).toBe(result.correct);
        expect(result.evidenceCoverage).toBeGreaterThanOrEqual(0);
        expect(result.evidenceCoverage).toBeLessThanOrEqual(1);
      }
    }
  });

  it("costs the reader far fewer tokens with fact sheets than with full sessions", () => {
    const meanTokens = (name: string) => run(name).results.reduce((sum, result) => sum + result.readerInputTokens, 0) / run(name).results.length;
    expect(meanTokens("factsheets@10") * 5).toBeLessThan(meanTokens("full-sessions@10"));
  });
});

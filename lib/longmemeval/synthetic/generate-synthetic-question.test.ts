import { describe, expect, it } from "vitest";
import { validateQuestion } from "@/lib/longmemeval/question-schema";
import { generateSyntheticQuestion, type SyntheticQuestion } from "@/lib/longmemeval/synthetic/generate-synthetic-question";
import { planSyntheticDataset } from "@/lib/longmemeval/synthetic/plan-synthetic-dataset";
import { SCALES } from "@/lib/longmemeval/synthetic/synthetic-scales";

const SEED = 11;
const plan = planSyntheticDataset({ scale: "s", seed: SEED });
const questions = plan.slice(0, 120).map((entry) => generateSyntheticQuestion({ seed: SEED, scale: "s", plan: entry }));

const dayOf = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split("/").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
const evidenceTurns = (q: SyntheticQuestion) => q.haystack_sessions.flatMap((s) => s.filter((t) => t.has_answer === true));
const answerPositions = (q: SyntheticQuestion) => q.answer_session_ids.map((id) => q.haystack_session_ids.indexOf(id));

describe("generateSyntheticQuestion", () => {
  it("covers every type, abstentions included, in the sample", () => {
    expect(new Set(questions.map((q) => q.question_type)).size).toBe(6);
    expect(questions.some((q) => q.question_id.endsWith("_abs"))).toBe(true);
  });

  it("passes the importer's validation with consistent shapes", () => {
    for (const q of questions) {
      expect(() => validateQuestion(q)).not.toThrow();
      const n = q.haystack_session_ids.length;
      expect(n).toBeGreaterThanOrEqual(SCALES.s.minSessions);
      expect(n).toBeLessThanOrEqual(SCALES.s.maxSessions);
      expect(q.haystack_dates).toHaveLength(n);
      expect(q.haystack_sessions).toHaveLength(n);
      expect(new Set(q.haystack_session_ids).size).toBe(n);
      expect([...q.haystack_dates].sort()).toEqual(q.haystack_dates);
      expect(q.question_date > q.haystack_dates.at(-1)!).toBe(true);
      expect(q.answer_session_ids.length).toBeGreaterThanOrEqual(1);
      expect(q.answer_session_ids.length).toBeLessThanOrEqual(3);
      expect(answerPositions(q).every((i) => i >= 0)).toBe(true);
    }
  });

  it("marks has_answer only inside answer sessions, true on the evidence and never for an abstention", () => {
    for (const q of questions) {
      const answers = new Set(answerPositions(q));
      q.haystack_sessions.forEach((turns, i) => {
        for (const t of turns) expect("has_answer" in t).toBe(answers.has(i));
      });
      const evidence = evidenceTurns(q).length;
      if (q.question_id.endsWith("_abs")) expect(evidence).toBe(0);
      else expect(evidence).toBeGreaterThanOrEqual(q.answer_session_ids.length);
    }
  });

  it("puts a single-value answer's detail in an evidence turn", () => {
    const singleValue = questions.filter(
      (q) => !q.question_id.endsWith("_abs") && ["single-session-user", "single-session-assistant", "knowledge-update"].includes(q.question_type),
    );
    expect(singleValue.length).toBeGreaterThan(10);
    for (const q of singleValue) {
      const text = evidenceTurns(q)
        .map((t) => t.content.toLowerCase())
        .join("\n");
      expect(text).toContain(q.answer.toLowerCase());
    }
  });

  it("answers temporal questions from the haystack's own dates", () => {
    const temporal = questions.filter((q) => q.question_type === "temporal-reasoning" && !q.question_id.endsWith("_abs"));
    expect(temporal.length).toBeGreaterThan(5);
    for (const q of temporal) {
      const days = answerPositions(q).map((i) => dayOf(q.haystack_dates[i]!));
      if (q.question.startsWith("How many days passed")) expect(q.answer).toMatch(new RegExp(`^${days[1]! - days[0]!} days?\\.`));
      if (q.question.startsWith("How many days ago")) expect(q.answer).toMatch(new RegExp(`^${dayOf(q.question_date) - days[0]!} days? ago$`));
      expect(days).toEqual([...days].sort((a, b) => a - b));
    }
  });

  it("draws fillers from a shared pool: a repeated session is identical in every haystack", () => {
    const byId = new Map<string, string>();
    let repeats = 0;
    for (const q of questions) {
      q.haystack_session_ids.forEach((id, i) => {
        const content = JSON.stringify(q.haystack_sessions[i]);
        const seen = byId.get(id);
        if (seen !== undefined) {
          repeats++;
          expect(content).toBe(seen);
        } else byId.set(id, content);
      });
    }
    expect(repeats).toBeGreaterThan(100);
  });

  it("writes about as much text per haystack as the real S file (~115k tokens)", () => {
    const chars = questions.map((q) => q.haystack_sessions.flat().reduce((n, t) => n + t.content.length, 0));
    const meanTokens = chars.reduce((a, b) => a + b, 0) / chars.length / 4;
    expect(meanTokens).toBeGreaterThan(100_000);
    expect(meanTokens).toBeLessThan(140_000);
  });

  it("is deterministic in (seed, scale, plan entry)", () => {
    expect(generateSyntheticQuestion({ seed: SEED, scale: "s", plan: plan[7]! })).toEqual(questions[7]);
    expect(generateSyntheticQuestion({ seed: SEED + 1, scale: "s", plan: plan[7]! })).not.toEqual(questions[7]);
  });
});

import { describe, expect, it } from "vitest";
import { buildDevBenchmark } from "@/lib/dev-benchmark/build-dev-benchmark";
import { devHalfOf } from "@/lib/dev-benchmark/dev-half";
import type { DevQuestion } from "@/lib/dev-benchmark/dev-question";

// Oracle-shaped questions: each haystack holds only its answer sessions.
function oracle(count: number): DevQuestion[] {
  return Array.from({ length: count }, (_, i) => {
    const sessions = i % 3 === 0 ? 2 : 1;
    const ids = Array.from({ length: sessions }, (_, s) => `answer_q${i}_${s}`);
    return {
      question_id: `q${i}`,
      question_type: i % 2 ? "multi-session" : "single-session-user",
      question: `question ${i}?`,
      answer: `answer ${i}`,
      question_date: "2023/05/30 (Tue) 10:00",
      haystack_dates: ids.map((_, s) => `2023/05/${10 + s} (Wed) 09:00`),
      haystack_session_ids: ids,
      haystack_sessions: ids.map((id) => [
        { role: "user", content: `text of ${id}`, has_answer: true },
        { role: "assistant", content: "ok", has_answer: false },
      ]),
      answer_session_ids: ids,
    };
  });
}

describe("the dev benchmark builder", () => {
  const questions = oracle(60);
  const built = buildDevBenchmark({ questions, seed: 7 });

  it("gives each question its answer sessions plus 45 sessions of other questions", () => {
    expect(built).toHaveLength(60);
    built.forEach((q, i) => {
      const original = questions[i]!;
      expect(q.question_id).toBe(original.question_id);
      expect(q.haystack_session_ids).toHaveLength(original.answer_session_ids.length + 45);
      expect(new Set(q.haystack_session_ids).size).toBe(q.haystack_session_ids.length);
      for (const id of original.answer_session_ids) expect(q.haystack_session_ids).toContain(id);
      const distractors = q.haystack_session_ids.filter((id) => !original.answer_session_ids.includes(id));
      expect(distractors).toHaveLength(45);
      for (const id of distractors) expect(id).not.toMatch(new RegExp(`^answer_${q.question_id}_`));
      expect(q.haystack_dates).toHaveLength(q.haystack_session_ids.length);
      expect(q.haystack_sessions).toHaveLength(q.haystack_session_ids.length);
    });
  });

  it("keeps each session's own turns and date, with evidence marks only on the question's own sessions", () => {
    const byId = new Map(questions.flatMap((q) => q.haystack_session_ids.map((id, i) => [id, { turns: q.haystack_sessions[i]!, date: q.haystack_dates[i]! }])));
    for (const q of built) {
      q.haystack_session_ids.forEach((id, i) => {
        const source = byId.get(id)!;
        expect(q.haystack_sessions[i]!.map((t) => t.content)).toEqual(source.turns.map((t) => t.content));
        expect(q.haystack_dates[i]).toBe(source.date);
        const marked = q.haystack_sessions[i]!.some((t) => t.has_answer === true);
        expect(marked).toBe(q.answer_session_ids.includes(id));
      });
    }
  });

  it("is deterministic for a seed and differs for another seed", () => {
    expect(buildDevBenchmark({ questions, seed: 7 })).toEqual(built);
    const other = buildDevBenchmark({ questions, seed: 8 });
    expect(other.map((q) => q.haystack_session_ids)).not.toEqual(built.map((q) => q.haystack_session_ids));
  });

  it("does not depend on the order the question files were read in", () => {
    const reversed = buildDevBenchmark({ questions: [...questions].reverse(), seed: 7 });
    expect(reversed.reverse()).toEqual(built);
  });

  it("does not put the answer sessions first: they land anywhere in the haystack", () => {
    const firstPositions = built.map((q) => q.haystack_session_ids.indexOf(q.answer_session_ids[0]!));
    expect(Math.max(...firstPositions)).toBeGreaterThan(10);
  });

  it("never draws an abstention twin's sessions as a distractor", () => {
    const twins = oracle(50);
    const twin = { ...twins[1]!, question_id: "q1_abs", haystack_session_ids: ["answer_q1_abs_0"], answer_session_ids: ["answer_q1_abs_0"] };
    const withTwin = buildDevBenchmark({ questions: [...twins, twin], seed: 3 });
    expect(withTwin.find((q) => q.question_id === "q1")!.haystack_session_ids).not.toContain("answer_q1_abs_0");
    expect(withTwin.find((q) => q.question_id === "q1_abs")!.haystack_session_ids).not.toContain("answer_q1_0");
  });

  it("refuses a question set too small to draw 45 distractors from, naming the question", () => {
    expect(() => buildDevBenchmark({ questions: oracle(10), seed: 1 })).toThrow(/question q\d+: only \d+ sessions of other questions/);
  });

  it("splits questions into two halves of about equal size by a seeded hash", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `q${i}`);
    const held = ids.filter((id) => devHalfOf(id, 14) === "held-back").length;
    expect(held).toBeGreaterThan(430);
    expect(held).toBeLessThan(570);
    expect(ids.map((id) => devHalfOf(id, 14))).toEqual(ids.map((id) => devHalfOf(id, 14)));
    expect(ids.map((id) => devHalfOf(id, 15))).not.toEqual(ids.map((id) => devHalfOf(id, 14)));
  });
});

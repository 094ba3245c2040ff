import { describe, expect, it } from "vitest";
import { createRandom } from "@/lib/demo/seeded-random";
import { NOT_ENOUGH, type FactSpec } from "@/lib/longmemeval/synthetic/fact-spec";
import { MULTI_SESSION_BUILDERS } from "@/lib/longmemeval/synthetic/question-facts-multi";
import { SINGLE_SESSION_BUILDERS } from "@/lib/longmemeval/synthetic/question-facts-single";

const BUILDERS = { ...SINGLE_SESSION_BUILDERS, ...MULTI_SESSION_BUILDERS };
const answerOf = (spec: FactSpec) => (typeof spec.answer === "string" ? spec.answer : spec.answer({ sessionDays: [10, 17, 30], questionDay: 40 }));

describe("question builders", () => {
  it("give 1-3 answer sessions, each with evidence, for every type and variant", () => {
    for (const [type, builders] of Object.entries(BUILDERS)) {
      builders.forEach((build, variant) => {
        for (let seed = 0; seed < 20; seed++) {
          const spec = build(createRandom(seed), false);
          expect(spec.sessions.length, `${type} #${variant}`).toBeGreaterThanOrEqual(1);
          expect(spec.sessions.length).toBeLessThanOrEqual(3);
          expect(spec.sessions.every((s) => s.evidence.length > 0)).toBe(true);
          expect(answerOf(spec)).not.toBe("");
          expect(spec.question).toMatch(/\?$/);
        }
      });
    }
  });

  it("answer abstentions with 'not enough information' for the types that have them", () => {
    for (const type of ["single-session-user", "multi-session", "temporal-reasoning", "knowledge-update"] as const) {
      for (const build of BUILDERS[type]) {
        const normal = build(createRandom(5), false);
        const abstention = build(createRandom(5), true);
        expect(answerOf(abstention).startsWith(NOT_ENOUGH)).toBe(true);
        expect(abstention.question).not.toBe(normal.question);
      }
    }
  });

  it("sums the counts the multi-session evidence states", () => {
    const [counting, cities, spending, hours] = MULTI_SESSION_BUILDERS["multi-session"];
    for (let seed = 0; seed < 30; seed++) {
      const numbers = (spec: FactSpec) => spec.sessions.map((s) => Number(/\d+/.exec(s.evidence[0]!.sentence)![0]));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const a = counting!(createRandom(seed), false);
      expect(answerOf(a)).toBe(String(sum(numbers(a))));
      const b = spending!(createRandom(seed), false);
      expect(answerOf(b)).toBe(`$${sum(numbers(b))}`);
      const c = hours!(createRandom(seed), false);
      expect(answerOf(c)).toBe(`${sum(numbers(c))} hours`);
      const d = cities!(createRandom(seed), false);
      expect(answerOf(d).startsWith(`${d.sessions.length} (`)).toBe(true);
    }
  });

  it("asks knowledge-update questions about the later value", () => {
    for (const build of MULTI_SESSION_BUILDERS["knowledge-update"]) {
      const spec = build(createRandom(2), false);
      expect(spec.sessions).toHaveLength(2);
      expect(spec.sessions[1]!.evidence[0]!.sentence.toLowerCase()).toContain(answerOf(spec).toLowerCase());
    }
  });
});

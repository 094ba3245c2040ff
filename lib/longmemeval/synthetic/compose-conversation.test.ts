import { describe, expect, it } from "vitest";
import { createRandom } from "@/lib/demo/seeded-random";
import { composeConversation, drawTurnCount, toSecondPerson } from "@/lib/longmemeval/synthetic/compose-conversation";
import { TOPICS } from "@/lib/longmemeval/synthetic/synthetic-topics";

describe("composeConversation", () => {
  it("alternates speakers and writes turns of realistic length", () => {
    const random = createRandom(3);
    const lengths: number[] = [];
    for (let i = 0; i < 200; i++) {
      const startsWithAssistant = i % 10 === 0;
      const turns = composeConversation({ random, topic: random.pick(TOPICS), turnCount: 10, startsWithAssistant });
      expect(turns).toHaveLength(10);
      turns.forEach((t, j) => expect(t.role).toBe((j + (startsWithAssistant ? 1 : 0)) % 2 === 0 ? "user" : "assistant"));
      lengths.push(...turns.map((t) => t.content.length));
    }
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(mean).toBeGreaterThan(850);
    expect(mean).toBeLessThan(1100);
    expect(Math.min(...lengths)).toBeGreaterThan(60);
  });

  it("gives the same turns for the same seed", () => {
    const make = () => composeConversation({ random: createRandom(9), topic: TOPICS[0]!, turnCount: 6 });
    expect(make()).toEqual(make());
  });

  it("draws mostly 10 or 12 turns, always an even number", () => {
    const random = createRandom(1);
    const counts = Array.from({ length: 1000 }, () => drawTurnCount(random));
    expect(counts.every((n) => n % 2 === 0 && n >= 4 && n <= 12)).toBe(true);
    expect(counts.filter((n) => n >= 10).length).toBeGreaterThan(850);
  });
});

describe("toSecondPerson", () => {
  it("turns the user's phrasing into the assistant's", () => {
    expect(toSecondPerson("stop translating in my head")).toBe("stop translating in your head");
    expect(toSecondPerson("understand where my money goes when I'm busy")).toBe("understand where your money goes when you're busy");
  });
});

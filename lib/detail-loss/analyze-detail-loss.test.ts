import { describe, expect, it } from "vitest";
import { analyzeDetailLoss } from "./analyze-detail-loss";
import type { SourceTurn } from "./types";

const turns: SourceTurn[] = [
  { id: "u1", role: "user", content: "I'm planning a trip. I spent two weeks in Japan and visited Fushimi Inari Shrine.", answerBearing: true },
  { id: "a1", role: "assistant", content: "Kyoto has great budget hostels. I recommend Piece Hostel Sanjo." },
];

describe("analyzeDetailLoss", () => {
  it("reports coverage as kept details over all details", () => {
    const report = analyzeDetailLoss({
      turns,
      factSheet: "- Spent 14 days in Japan, saw Fushimi Inari Shrine\n- Assistant recommended Piece Hostel Sanjo in Kyoto",
    });
    expect(report.coverage).toBe(1);
    expect(report.lostDetails).toEqual([]);
    expect(report.answerBearingLost).toBe(false);
  });

  it("is 1 with nothing to lose", () => {
    expect(analyzeDetailLoss({ turns: [{ id: "x", role: "user", content: "hello there" }], factSheet: "" }).coverage).toBe(1);
  });

  it("lists lost details with their turn and span, and flags the answer-bearing loss", () => {
    const report = analyzeDetailLoss({ turns, factSheet: "- Took a trip to Japan and saw Fushimi Inari Shrine", answer: "two weeks" });
    const lost = report.lostDetails.find((d) => d.kind === "duration")!;
    expect(lost).toMatchObject({ text: "two weeks", turnId: "u1", answerBearing: true });
    expect(turns[0]!.content.slice(lost.start, lost.end)).toBe("two weeks");
    expect(report.answerBearingLost).toBe(true);
    expect(report.criticalBasis).toBe("answer");
    expect(report.coverage).toBeLessThan(1);
  });

  it("does not fire on an irrelevant detail of the answer-bearing turn when the answer is known", () => {
    const report = analyzeDetailLoss({ turns, factSheet: "- Spent two weeks in Japan", answer: "two weeks" });
    expect(report.lostDetails.some((d) => d.text === "Fushimi Inari Shrine")).toBe(true);
    expect(report.answerBearingLost).toBe(false);
  });

  it("counts every salient detail of answer-bearing turns when no answer is given", () => {
    const report = analyzeDetailLoss({ turns, factSheet: "- Spent two weeks in Japan" });
    expect(report.criticalBasis).toBe("all-salient");
    expect(report.answerBearingLost).toBe(true);
  });

  it("loses the assistant's recommendation when the sheet credits it to the user", () => {
    const answerTurns = turns.map((t) => ({ ...t, answerBearing: t.role === "assistant" }));
    const answer = "Piece Hostel Sanjo";
    expect(analyzeDetailLoss({ turns: answerTurns, factSheet: "- Assistant recommended Piece Hostel Sanjo", answer }).answerBearingLost).toBe(false);
    expect(analyzeDetailLoss({ turns: answerTurns, factSheet: "- User wants to stay at Piece Hostel Sanjo", answer }).answerBearingLost).toBe(true);
  });

  it("analyzes a 500-turn session against a 100-line sheet", () => {
    const places = ["Lake Michigan", "Kyoto", "Trader Joe's", "Wells Fargo", "Red Rocks"];
    const long: SourceTurn[] = Array.from({ length: 500 }, (_, i) => ({
      id: `t${i}`,
      role: i % 2 === 0 ? "user" : "assistant",
      answerBearing: i === 250,
      content:
        i % 2 === 0
          ? `I went to ${places[i % 5]} on May ${(i % 28) + 1}th and spent $${i * 3} over ${(i % 9) + 1} hours. I used to run ${(i % 7) + 2} km every Tuesday.`
          : `Here are some ideas:\n1. **Option ${i}** - try ${places[(i + 2) % 5]} for about ${(i % 5) + 1} weeks.\n2. I recommend the ${(i % 4) + 2}nd floor at 6:30 pm.`,
    }));
    const factSheet = Array.from({ length: 100 }, (_, i) => `- User visited ${places[i % 5]} on May ${(i % 28) + 1} and spent ${i * 6} dollars`).join("\n");
    const report = analyzeDetailLoss({ turns: long, factSheet, answer: "Kyoto" });
    expect(report.details.length).toBeGreaterThan(2000);
    expect(report.coverage).toBeGreaterThan(0);
    expect(report.coverage).toBeLessThan(1);
  });
});

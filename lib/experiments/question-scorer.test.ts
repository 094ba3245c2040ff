import { describe, expect, it } from "vitest";
import { formatSessionText } from "@/lib/experiments/build-reader-context";
import { scoringModeFromEnv, startQuestionScorer } from "@/lib/experiments/question-scorer";
import type { QuestionToScore, ScoredQuestion } from "@/lib/experiments/score-question";

const answerTurn = { id: "t1", role: "assistant", content: "1. Virtual assistant\n2. Tutor\n7. Transcriptionist" };
const question: QuestionToScore = {
  items: [
    { id: "s2", sessionExternalId: "s2", dateText: "2023/05/20", score: 2, text: formatSessionText([{ role: "user", content: "I moved to Porto in March." }]) },
    { id: "s1", sessionExternalId: "s1", dateText: null, score: 1, text: formatSessionText([{ role: "user", content: "Jobs for seniors?" }, answerTurn]) },
  ],
  k: 10,
  budget: null,
  encoding: "o200k_base",
  heading: "Session",
  evidenceTurns: [answerTurn],
  answer: "Transcriptionist",
  question: "What was the 7th job in the list you provided?",
  isAbstention: false,
};
const withoutTimes = (scored: ScoredQuestion) => ({ ...scored, ms: null });

describe("the question scorer", () => {
  it("scores the same on a worker thread as inline, and fails a question, not the thread, on an error", { timeout: 60_000 }, async () => {
    const worker = await startQuestionScorer({ mode: "worker", yieldBetween: true });
    const inline = await startQuestionScorer({ mode: "inline", yieldBetween: true });
    expect([worker.where, inline.where]).toEqual(["worker", "inline"]);
    try {
      const scored = await worker.score(question);
      expect(scored).toMatchObject({ evidenceCoverage: 1, answerInContext: true, context: { included: 2 } });
      expect(scored.context.text.startsWith("### Session 1 (2023/05/20)\nuser: I moved to Porto")).toBe(true);
      expect(withoutTimes(scored)).toEqual(withoutTimes(await inline.score(question)));
      // An unknown encoding throws inside the worker: that question's promise rejects, the next one scores.
      await expect(worker.score({ ...question, encoding: "p50k_base" as never })).rejects.toThrow();
      expect((await worker.score({ ...question, budget: 5 })).context.tokens).toBe(5);
    } finally {
      await worker.close();
    }
    await expect(worker.score(question)).rejects.toThrow("closed");
  });

  it("reads LORE_EXPERIMENT_SCORING, naming it when its value is wrong", () => {
    expect(scoringModeFromEnv({})).toBe("auto");
    expect(scoringModeFromEnv({ LORE_EXPERIMENT_SCORING: "inline" })).toBe("inline");
    expect(() => scoringModeFromEnv({ LORE_EXPERIMENT_SCORING: "threads" })).toThrow(
      'LORE_EXPERIMENT_SCORING must be one of auto, worker, inline, not "threads"',
    );
  });
});

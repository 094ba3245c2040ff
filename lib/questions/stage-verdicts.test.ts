import { describe, expect, it } from "vitest";
import { deriveStageVerdicts, type StageVerdictInput } from "@/lib/questions/stage-verdicts";

type Patch = { question?: Partial<StageVerdictInput["question"]>; configuration?: unknown; runJudged?: boolean; result?: Partial<StageVerdictInput["result"]> };
const verdicts = (patch: Patch = {}) =>
  deriveStageVerdicts({
    question: { isAbstention: false, answerSessionIds: ["s_ans"], ...patch.question },
    configuration: patch.configuration ?? { representation: "sessions", k: 10 },
    runJudged: patch.runJudged ?? true,
    result: {
      retrievedSessionIds: ["s_ans", "s_2", "s_3"],
      evidenceCoverage: 1,
      answerInContext: true,
      correct: true,
      contextShape: null,
      ...patch.result,
    },
  });
const statuses = (v: ReturnType<typeof verdicts>) => v.shown.map((s) => `${s.key}:${s.status}`);

describe("deriveStageVerdicts", () => {
  it("tells a clean run's story: retrieved, in context, correct, survived every stage", () => {
    const v = verdicts();
    expect(statuses(v)).toEqual(["retrieval:kept", "context:kept", "answer:kept"]);
    expect(v.retrieval.detail).toBe("1 of 1 evidence session in the top 10 (rank 1).");
    expect(v.lostAt).toBeNull();
    expect(v.summary).toBe("The answer survived every stage.");
    expect(v.sheet).toMatchObject({ status: "not-applicable", detail: "The run read whole sessions: nothing was extracted." });
    expect(v.budget).toMatchObject({ status: "not-applicable", detail: "The run set no token budget." });
  });

  it("demo_q_06 under factsheets@10: the sheet reached the reader without the detail, so the loss is at the sheet, never 'kept' in the context", () => {
    // What the demo recorded: the evidence session ranked first, coverage 0, the answer's words
    // present (the sheet attributes the assistant's 450 grams to the user), judged wrong.
    const v = verdicts({
      configuration: { representation: "factsheets", k: 10, retriever: "hybrid", extractor: "terse-facts@1" },
      result: { evidenceCoverage: 0, answerInContext: true, correct: false },
    });
    expect(statuses(v)).toEqual(["sheet:lost", "retrieval:kept", "context:lost", "answer:lost"]);
    expect(v.context.detail).toBe(
      "0.0% of the evidence turns' answer-bearing details are in the reader's context (evidence coverage). The gold answer's words occur in it, but not as the evidence turns state them.",
    );
    expect(v.sheet.detail).toMatch(/reached the reader whole, yet state none/);
    expect(v.lostAt).toEqual({ stage: "sheet", label: "Fact sheet", partial: false, answeredAnyway: false });
    expect(v.summary).toBe("Lost at: fact sheet.");
    expect(v.configuration.extractor).toBe("terse-facts@1");
  });

  it("reads a real fact-sheet run's representation factsheets:NAME@VERSION", () => {
    const v = verdicts({ configuration: { representation: "factsheets:lore-baseline@1", k: 5 }, result: { evidenceCoverage: 0.5, correct: true } });
    expect(v.configuration).toMatchObject({ representation: "factsheets", extractor: "lore-baseline@1", k: 5 });
    expect(statuses(v)).toEqual(["sheet:partial", "retrieval:kept", "context:partial", "answer:kept"]);
    expect(v.lostAt).toEqual({ stage: "sheet", label: "Fact sheet", partial: true, answeredAnyway: true });
    expect(v.summary).toBe("Partly lost at: fact sheet (the reader still answered correctly).");
  });

  it("puts the loss at retrieval when the evidence session ranked below k, and the sheet stage cannot tell", () => {
    const ranked = Array.from({ length: 12 }, (_, i) => (i === 10 ? "s_ans" : `other_${i}`));
    const v = verdicts({
      configuration: { representation: "factsheets", k: 10, extractor: "x@1" },
      result: { retrievedSessionIds: ranked, evidenceCoverage: 0, answerInContext: false, correct: false },
    });
    expect(v.retrieval).toMatchObject({ status: "lost", detail: "0 of 1 evidence session in the top 10 (rank 11)." });
    expect(v.sheet).toMatchObject({ status: "unknown", detail: "No evidence session's sheet reached the reader, so the run cannot show what its sheet kept." });
    expect(v.lostAt?.stage).toBe("retrieval");
  });

  it("never names an upstream stage as the loss when the context still holds the evidence", () => {
    const v = verdicts({ result: { retrievedSessionIds: ["other"], evidenceCoverage: 1, answerInContext: true, correct: false } });
    expect(statuses(v)).toEqual(["retrieval:lost", "context:kept", "answer:lost"]);
    expect(v.retrieval.detail).toMatch(/still holds the evidence details/);
    expect(v.lostAt).toEqual({ stage: "answer", label: "Answer", partial: false, answeredAnyway: false });
  });

  it("sees a token budget cut: an evidence session ranked beyond the blocks that reached the context", () => {
    const v = verdicts({
      configuration: { representation: "sessions", k: 10, budget: 2000 },
      result: {
        retrievedSessionIds: ["s_1", "s_2", "s_3", "s_ans"],
        contextShape: { blocks: 3, cut: true },
        evidenceCoverage: 0,
        answerInContext: false,
        correct: false,
      },
    });
    expect(statuses(v)).toEqual(["retrieval:kept", "budget:lost", "context:lost", "answer:lost"]);
    expect(v.budget.detail).toBe("The 2000-token budget cut 1 retrieved evidence session out (rank 4); the context kept 3 blocks.");
    expect(v.lostAt?.stage).toBe("budget");
  });

  it("calls the last block clipped only when the budget was reached, and a context under the budget uncut", () => {
    const base = { configuration: { representation: "sessions", k: 10, budget: 2000 } };
    const clipped = verdicts({ ...base, result: { retrievedSessionIds: ["s_1", "s_ans"], contextShape: { blocks: 2, cut: true }, evidenceCoverage: 0 } });
    expect(clipped.budget).toMatchObject({ status: "partial", detail: expect.stringMatching(/cut the end off the evidence session at rank 2/) });
    const whole = verdicts({ ...base, result: { retrievedSessionIds: ["s_1", "s_ans"], contextShape: { blocks: 2, cut: false } } });
    expect(whole.budget).toMatchObject({ status: "kept", detail: "The 2000-token budget left every retrieved evidence session in the context." });
    const unrecorded = verdicts({ ...base, result: { contextShape: null } });
    expect(unrecorded.budget).toMatchObject({ status: "unknown", detail: "The run did not record the reader's context, so a cut cannot be seen." });
  });

  it("says in words what a run without rankings, context or verdicts cannot tell", () => {
    const v = verdicts({
      configuration: { source: "import" },
      runJudged: false,
      result: { retrievedSessionIds: null, evidenceCoverage: null, answerInContext: null, correct: null },
    });
    expect(statuses(v)).toEqual(["retrieval:unknown", "context:unknown", "answer:unknown"]);
    expect(v.shown.map((s) => s.detail)).toEqual([
      "The run stored no retrieval list.",
      "The run did not record what the reader received.",
      "The run holds no verdicts (retrieval only): nothing was judged.",
    ]);
    expect(v.summary).toBe("No stage lost the answer as far as the run recorded.");
    const wrong = verdicts({ configuration: {}, result: { retrievedSessionIds: null, evidenceCoverage: null, answerInContext: null, correct: false } });
    expect(wrong.lostAt).toBeNull();
    expect(wrong.summary).toBe("Judged wrong; the run did not record enough to say at which stage the answer was lost.");
    expect(verdicts({ result: { correct: null } }).answer.detail).toBe("The judge gave no verdict for this question.");
  });

  it("falls back on the gold answer's words when the run scored no evidence coverage", () => {
    expect(verdicts({ result: { evidenceCoverage: null, answerInContext: false, correct: false } }).context).toMatchObject({
      status: "lost",
      detail: "The gold answer's words are not in the reader's context (the run scored no evidence coverage).",
    });
    expect(verdicts({ result: { evidenceCoverage: 1, answerInContext: false } }).context.detail).toMatch(/exact words do not occur/);
  });

  it("treats an abstention question's evidence stages as not applicable and only the verdict as telling", () => {
    const v = verdicts({
      question: { isAbstention: true, answerSessionIds: [] },
      configuration: { representation: "factsheets", extractor: "x@1", budget: 100 },
      result: { correct: false },
    });
    expect(statuses(v)).toEqual(["sheet:not-applicable", "retrieval:not-applicable", "budget:not-applicable", "context:not-applicable", "answer:lost"]);
    expect(v.lostAt?.stage).toBe("answer");
  });

  it("counts partial retrieval of several evidence sessions", () => {
    const v = verdicts({
      question: { answerSessionIds: ["a", "b"] },
      configuration: { representation: "sessions", k: 3 },
      result: { retrievedSessionIds: ["a", "x", "y", "b"], evidenceCoverage: 0.5 },
    });
    expect(v.retrieval).toMatchObject({ status: "partial", detail: "1 of 2 evidence sessions in the top 3 (ranks 1, 4)." });
    expect(v.lostAt).toEqual({ stage: "retrieval", label: "Retrieved top-k", partial: true, answeredAnyway: true });
  });
});

import { describe, expect, it } from "vitest";
import { firstLoss, traceQuestion, type TraceInput, type TraceRun } from "@/lib/questions/trace-question";

const session = {
  sessionId: "db-s1",
  externalId: "answer_s1",
  evidenceTurnIds: ["t1"],
  turns: [
    { id: "t0", role: "user", content: "Brainstorm ideas for work from home jobs for seniors" },
    { id: "t1", role: "assistant", content: "1. Remote bookkeeper\n2. Online survey taker\n3. Transcriptionist\n4. Virtual tutor" },
  ],
};
const question = { text: "What was the 3rd job in the list you gave me?", answer: "Transcriptionist", isAbstention: false, answerSessionIds: ["answer_s1"] };
const sheets = [
  {
    extractorId: "x-faithful",
    name: "faithful",
    version: "1",
    sessionId: "db-s1",
    text: "- Assistant listed: remote bookkeeper, online survey taker, transcriptionist, virtual tutor.",
  },
  { extractorId: "x-lossy", name: "lossy", version: "2", sessionId: "db-s1", text: "- User asked for work from home jobs for seniors; assistant gave a list." },
];
const run = (patch: Partial<Omit<TraceRun, "result">> & { result?: Partial<TraceRun["result"]> }): TraceRun => ({
  id: "r1",
  name: "run",
  configuration: {},
  judge: null,
  archived: false,
  ...patch,
  result: { retrieved: null, evidenceCoverage: null, answerInContext: null, hypothesis: null, correct: null, judgeOutput: null, ...patch.result },
});
const input = (runs: TraceRun[], patch: Partial<TraceInput> = {}): TraceInput => ({ question, evidenceSessions: [session], sheets, runs, ...patch });

describe("traceQuestion", () => {
  it("tells, per extractor, whether its sheet kept the answer-bearing detail", () => {
    const trace = traceQuestion(input([]));
    expect(trace.extractors.map((e) => [e.label, e.stage.status])).toEqual([
      ["faithful@1", "kept"],
      ["lossy@2", "lost"],
    ]);
    expect(trace.extractors[1]!.sessions[0]!.lost.some((d) => /Transcriptionist/.test(d.text))).toBe(true);
    expect(trace.evidenceSessionIds).toEqual(["answer_s1"]);
  });

  it("calls out the sheet as the first loss of a run that read the lossy extractor's sheets", () => {
    const [trace] = traceQuestion(
      input([
        run({
          configuration: { representation: "factsheets", k: 5, extractor: "lossy@2" },
          result: {
            retrieved: [{ rank: 1, sessionId: "db-s1", externalId: "answer_s1" }],
            answerInContext: false,
            correct: false,
            hypothesis: "I don't know.",
          },
        }),
      ]),
    ).runs;
    expect(trace!.stages.map((s) => [s.key, s.status])).toEqual([
      ["sheet", "lost"],
      ["retrieval", "kept"],
      ["context", "lost"],
      ["answer", "lost"],
    ]);
    expect(trace!.lostAt).toEqual({ stage: "sheet", label: "Fact sheet", partial: false, answeredAnyway: false });
    expect(trace!.k).toBe(5);
  });

  it("finds a retrieval loss below the run's k (10 by default), matching Lore's or the dataset's session ids", () => {
    const ranked = Array.from({ length: 12 }, (_, i) => ({ rank: i + 1, externalId: i === 10 ? "answer_s1" : `other_${i}` }));
    const [late, byLoreId] = traceQuestion(
      input([
        run({ result: { retrieved: ranked, evidenceCoverage: 0, correct: false } }),
        run({ id: "r2", result: { retrieved: [{ rank: 1, sessionId: "db-s1" }], evidenceCoverage: 0.5, correct: true } }),
      ]),
    ).runs;
    expect(late!.stages[0]).toMatchObject({ key: "retrieval", status: "lost", detail: "0 of 1 evidence session in the top 10 (rank 11)." });
    expect(late!.lostAt?.stage).toBe("retrieval");
    expect(byLoreId!.stages.map((s) => s.status)).toEqual(["kept", "partial", "kept"]);
    expect(byLoreId!.lostAt).toEqual({ stage: "context", label: "Reader context", partial: true, answeredAnyway: true });
  });

  it("reports unknown stages when a run recorded neither ranking nor context, and the verdict's judge", () => {
    const [trace] = traceQuestion(
      input([run({ result: { correct: true, hypothesis: "Transcriptionist", judgeOutput: { model: "gpt-4o", label: true } } })]),
    ).runs;
    expect(trace!.stages.map((s) => s.status)).toEqual(["unknown", "unknown", "kept"]);
    expect(trace).toMatchObject({ lostAt: null, judge: "gpt-4o", hypothesis: "Transcriptionist", correct: true });
  });

  it("does not look for an answer in the sessions of an abstention question", () => {
    const trace = traceQuestion(
      input([run({ result: { retrieved: [{ rank: 1, externalId: "x" }], correct: false } })], {
        question: { ...question, isAbstention: true, answerSessionIds: [] },
      }),
    );
    expect(trace.extractors.map((e) => e.stage.status)).toEqual(["not-applicable", "not-applicable"]);
    expect(trace.runs[0]!.stages.map((s) => s.status)).toEqual(["not-applicable", "not-applicable", "lost"]);
    expect(trace.runs[0]!.lostAt?.stage).toBe("answer");
  });

  it("says which evidence sessions have no sheet of an extractor", () => {
    const second = { ...session, sessionId: "db-s2", externalId: "answer_s2" };
    const trace = traceQuestion(input([], { evidenceSessions: [session, second], sheets: [sheets[0]!] }));
    expect(trace.extractors[0]!.stage).toMatchObject({ status: "unknown", detail: "No sheet for 1 evidence session; kept in 1" });
  });
});

describe("firstLoss", () => {
  it("prefers a full loss to an earlier partial one", () => {
    const stages = [
      { key: "retrieval" as const, label: "Retrieved top-k", status: "partial" as const, detail: "" },
      { key: "answer" as const, label: "Answer", status: "lost" as const, detail: "" },
    ];
    expect(firstLoss(stages)).toEqual({ stage: "answer", label: "Answer", partial: false, answeredAnyway: false });
  });
});

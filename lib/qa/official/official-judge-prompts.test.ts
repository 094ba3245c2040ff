import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { longMemEvalQuestionSchema } from "@/lib/longmemeval/question-schema";
import { loadJudgeProtocol } from "@/lib/qa/official/load-judge-protocol";
import { officialAnscheckPrompts, type OfficialPromptInput } from "@/testing/official-anscheck-prompts";

// The user's LongMemEval checkout, as ../shared holds it (src/evaluation/evaluate_qa.py).
const CHECKOUT = "../shared/data/longmemeval/official";
const DATA = "../shared/data/longmemeval";
const QUESTIONS = path.join(DATA, "hussainzs_Memoria/evaluations/data/lme_jsons");
// Real runs' hypotheses: JSON lists and JSONL files keyed by question_id.
const RUNS = [
  "LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-full-text-context.json",
  "LugmanS_longmemeval/data/gemini-2.5-flash-dynamic-thinking-full-image-700-context.json",
  ...readdirSync(path.join(DATA, "hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con"))
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => `hunk0724_LongMemEval/generation_logs/fullhistory_stella_userfact/llama3.1-8b-128k/con/${f}`),
];

function readHypotheses(file: string): Map<string, unknown> {
  const text = readFileSync(path.join(DATA, file), "utf8");
  const rows = (
    file.endsWith(".jsonl")
      ? text
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : JSON.parse(text)
  ) as { question_id: string; hypothesis: unknown }[];
  return new Map(rows.map((r) => [r.question_id, r.hypothesis]));
}

// The oracle instances: files whose name starts with 1-6 haystack sessions (SOURCES.md).
function oracleQuestions() {
  return readdirSync(QUESTIONS)
    .filter((f) => Number(f.split("_")[0]) <= 6)
    .map((f) => JSON.parse(readFileSync(path.join(QUESTIONS, f), "utf8")) as Record<string, unknown>);
}

describe("the official judge protocol read from a LongMemEval checkout", () => {
  it("sends, for every oracle question and every real run's hypothesis, exactly what evaluate_qa.py's get_anscheck_prompt returns", () => {
    const protocol = loadJudgeProtocol(CHECKOUT);
    expect(protocol.id).toMatch(/^longmemeval-official@[0-9a-f]{12}$/);
    const questions = oracleQuestions();
    const runs = RUNS.map(readHypotheses);
    const official: OfficialPromptInput[] = [];
    const lore: string[] = [];
    for (const raw of questions) {
      // Lore's side goes through the same schema `lore import longmemeval` stores questions with.
      const q = longMemEvalQuestionSchema.parse(raw);
      for (const run of runs) {
        const hypothesis = run.get(q.question_id);
        if (typeof hypothesis !== "string") continue;
        official.push({
          task: q.question_type,
          question: raw.question as string,
          answer: raw.answer,
          response: hypothesis,
          abstention: q.question_id.includes("_abs"),
        });
        lore.push(
          protocol.prompt({
            questionId: q.question_id,
            type: q.question_type,
            isAbstention: q.question_id.endsWith("_abs"),
            question: q.question,
            answer: q.answer,
            response: hypothesis,
          }),
        );
      }
    }
    const expected = officialAnscheckPrompts(CHECKOUT, official);
    const mismatches = lore.flatMap((p, i) => (p === expected[i] ? [] : [i]));
    expect(mismatches).toEqual([]);
    expect(new Set(official.map((o) => o.question)).size).toBe(questions.length);
    // Every question type and abstention, and answers that are numbers in the file, are covered.
    expect(new Set(official.map((o) => o.task)).size).toBe(6);
    expect(official.some((o) => o.abstention)).toBe(true);
    expect(official.some((o) => typeof o.answer === "number")).toBe(true);
    console.log(`official judge prompts compared: ${lore.length} (${questions.length} oracle questions x ${runs.length} runs' hypotheses)`);
    expect(questions.length).toBe(250);
    expect(lore.length).toBeGreaterThanOrEqual(questions.length);
  }, 60_000);

  it("reads yes in any case after trimming, as the official script does", () => {
    const { verdict } = loadJudgeProtocol(CHECKOUT);
    expect(["Yes", " yes.", "YES", "Yes, it is"].map(verdict)).toEqual([true, true, true, true]);
    expect(["No", "no.", ""].map(verdict)).toEqual([false, false, false]);
  });

  it("refuses a question type the file has no template for, like the official script", () => {
    const { prompt } = loadJudgeProtocol(CHECKOUT);
    expect(() => prompt({ questionId: "q1", type: "made-up", isAbstention: false, question: "Q", answer: "A", response: "R" })).toThrow(
      /made-up.*evaluate_qa\.py has no template/,
    );
    expect(officialAnscheckPrompts(CHECKOUT, [{ task: "made-up", question: "Q", answer: "A", response: "R", abstention: false }])).toEqual([null]);
  });

  it("keeps Lore's own wording without a checkout", () => {
    expect(loadJudgeProtocol(undefined).id).toBe("lore");
  });

  it("names the file it cannot read or parse", () => {
    expect(() => loadJudgeProtocol("/nonexistent/checkout")).toThrow(/\/nonexistent\/checkout\/src\/evaluation\/evaluate_qa\.py.*no such file/);
    expect(() => loadJudgeProtocol(DATA)).toThrow(/longmemeval\/src\/evaluation\/evaluate_qa\.py/);
  });
});

import { describe, expect, it } from "vitest";
import { detectRunFileFormat, parseRunRow, RunRowError } from "@/lib/longmemeval/parse-run-row";

function errorOf(raw: unknown): RunRowError {
  try {
    parseRunRow(raw);
  } catch (error) {
    if (error instanceof RunRowError) return error;
    throw error;
  }
  throw new Error("expected parseRunRow to throw");
}

describe("detectRunFileFormat", () => {
  it("tells the formats apart by their identifying field", () => {
    expect(detectRunFileFormat({ question_id: "q", hypothesis: "h" })).toBe("hypotheses");
    expect(detectRunFileFormat({ question_id: "q", hypothesis: "h", autoeval_label: { model: "m", label: true } })).toBe("judge-log");
    expect(detectRunFileFormat({ question_id: "q", hypothesis: "h", evaluation: "yes" })).toBe("judged-list");
    expect(detectRunFileFormat({ question_id: "q", retrieval_results: { ranked_items: [] } })).toBe("retrieval-log");
  });

  it("returns null for anything that is not a run row", () => {
    expect(detectRunFileFormat({ question_id: "q" })).toBeNull();
    expect(detectRunFileFormat({ hypothesis: "h" })).toBeNull();
    expect(detectRunFileFormat([{ question_id: "q", hypothesis: "h" }])).toBeNull();
    expect(detectRunFileFormat("q")).toBeNull();
  });
});

describe("parseRunRow", () => {
  it("reads an official hypotheses row as unjudged", () => {
    const raw = { question_id: "q1", hypothesis: "Paris" };
    expect(parseRunRow(raw)).toEqual({
      questionId: "q1",
      hypothesis: "Paris",
      correct: null,
      judge: null,
      questionType: null,
      readerInputTokens: null,
      rankedCorpusIds: null,
      raw,
    });
  });

  it("reads the judge's boolean label and model from an official judge log", () => {
    const row = parseRunRow({ question_id: "q1_abs", hypothesis: "h", autoeval_label: { model: "gpt-4o-2024-08-06", label: false } });
    expect(row.correct).toBe(false);
    expect(row.judge).toBe("gpt-4o-2024-08-06");
  });

  it("reads yes and no in any case from a judged list", () => {
    const verdict = (evaluation: unknown) => parseRunRow({ question_id: "q", hypothesis: "h", evaluation }).correct;
    expect(verdict("yes")).toBe(true);
    expect(verdict("Yes")).toBe(true);
    expect(verdict(" NO ")).toBe(false);
    expect(verdict("No.")).toBe(false);
    expect(verdict(true)).toBe(true);
    expect(parseRunRow({ question_id: "q", hypothesis: "h", evaluation: "yes", question_type: "multi-session" }).questionType).toBe("multi-session");
  });

  it("takes ranked corpus ids from an official retrieval log", () => {
    const row = parseRunRow({
      question_id: "q",
      question_type: "temporal-reasoning",
      retrieval_results: {
        query: "?",
        ranked_items: [
          { corpus_id: "answer_a_1", text: "t" },
          { corpus_id: "b_2", text: "u" },
        ],
      },
    });
    expect(row.rankedCorpusIds).toEqual(["answer_a_1", "b_2"]);
    expect(row.hypothesis).toBeNull();
    expect(row.correct).toBeNull();
  });

  describe("reader input tokens", () => {
    const tokens = (extra: Record<string, unknown>) => parseRunRow({ question_id: "q", hypothesis: "h", ...extra }).readerInputTokens;

    it("reads each API's input-token key", () => {
      expect(tokens({ usage: { prompt_tokens: 631, completion_tokens: 190 } })).toBe(631);
      expect(tokens({ usage: { promptTokenCount: 49342, candidatesTokenCount: 9 } })).toBe(49342);
      expect(tokens({ usage: { inputTokens: 116837, outputTokens: 15, cachedInputTokens: 100 } })).toBe(116837);
      expect(tokens({ usage: { input_tokens: 10, cache_read_input_tokens: 90, cache_creation_input_tokens: 5 } })).toBe(105);
      expect(tokens({ tokens: 1234 })).toBe(1234);
    });

    it("prefers the API's prompt count to a fork's local re-count", () => {
      expect(tokens({ tokens: { prompt_tokens: 631, prompt_token_count: 621, eval_prompt_tokens: 380 } })).toBe(631);
      expect(tokens({ tokens: { prompt_token_count: 621 } })).toBe(621);
    });

    it("uses the answer generation's usage, never the judge's", () => {
      expect(tokens({ answer_generation_usage: { inputTokens: 5000 }, evaluation_usage: { inputTokens: 136 } })).toBe(5000);
      expect(tokens({ evaluation_usage: { inputTokens: 136 } })).toBeNull();
      expect(tokens({ usage: { total_tokens: 10 } })).toBeNull();
      expect(tokens({ usage: null })).toBeNull();
    });
  });

  describe("errors name the field that is wrong", () => {
    it.each([
      [["not", "a", "row"], "(row)"],
      [{ hypothesis: "h" }, "question_id"],
      [{ question_id: 7, hypothesis: "h" }, "question_id"],
      [{ question_id: "q" }, "hypothesis"],
      [{ question_id: "q", hypothesis: 3 }, "hypothesis"],
      [{ question_id: "q", hypothesis: null }, "hypothesis"],
      [{ question_id: "q", hypothesis: "h", question_type: 1 }, "question_type"],
      [{ question_id: "q", hypothesis: "h", autoeval_label: true }, "autoeval_label"],
      [{ question_id: "q", hypothesis: "h", autoeval_label: { model: "m", label: "yes" } }, "autoeval_label.label"],
      [{ question_id: "q", hypothesis: "h", autoeval_label: { model: 4, label: true } }, "autoeval_label.model"],
      [{ question_id: "q", hypothesis: "h", evaluation: "maybe" }, "evaluation"],
      [{ question_id: "q", hypothesis: "h", evaluation: null }, "evaluation"],
      [{ question_id: "q", hypothesis: "h", usage: { prompt_tokens: "12" } }, "usage.prompt_tokens"],
      [{ question_id: "q", hypothesis: "h", usage: { input_tokens: 3, cache_read_input_tokens: -1 } }, "usage.cache_read_input_tokens"],
      [{ question_id: "q", hypothesis: "h", tokens: "many" }, "tokens"],
      [{ question_id: "q", hypothesis: "h", tokens: 1.5 }, "tokens"],
      [{ question_id: "q", retrieval_results: [] }, "retrieval_results"],
      [{ question_id: "q", retrieval_results: {} }, "retrieval_results.ranked_items"],
      [{ question_id: "q", retrieval_results: { ranked_items: [{ corpus_id: "a_1" }, { text: "t" }] } }, "retrieval_results.ranked_items[1].corpus_id"],
    ])("%j -> %s", (raw, field) => {
      const error = errorOf(raw);
      expect(error.field).toBe(field);
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    });
  });
});

import { MAX_QUESTION_ID_CHARS } from "@/lib/longmemeval/question-schema";
import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

// One row of a LongMemEval run file, whichever tool wrote it, reduced to what Lore stores.
// Formats, by the field that identifies them:
// - "judge-log": official evaluate_qa.py output, the hypotheses row plus autoeval_label {model, label}
// - "judged-list": rows judged elsewhere with evaluation "yes"/"no" (any case) and often question_type
// - "retrieval-log": official run_retrieval.py output, retrieval_results.ranked_items[].corpus_id
// - "hypotheses": official run_generation.py output, question_id + hypothesis (forks add usage/tokens)

export type RunFileFormat = "judge-log" | "judged-list" | "retrieval-log" | "hypotheses";

export type RunRow = {
  questionId: string;
  hypothesis: string | null;
  correct: boolean | null;
  judge: string | null;
  questionType: string | null;
  readerInputTokens: number | null;
  rankedCorpusIds: string[] | null;
  raw: unknown;
};

// A reader's answer is a few sentences; a megabyte is already far beyond any real one.
export const MAX_HYPOTHESIS_CHARS = 1_000_000;

export class RunRowError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}

// Sniffs the first row of a file. Order matters: a judge log keeps every hypotheses field, so the
// judgement fields are looked for before hypothesis.
export function detectRunFileFormat(firstRow: unknown): RunFileFormat | null {
  if (!isObject(firstRow) || !("question_id" in firstRow)) return null;
  if ("autoeval_label" in firstRow) return "judge-log";
  if ("evaluation" in firstRow) return "judged-list";
  if ("retrieval_results" in firstRow) return "retrieval-log";
  if ("hypothesis" in firstRow) return "hypotheses";
  return null;
}

function optionalString(row: JsonObject, field: string): string | null {
  const value = row[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new RunRowError(field, `expected a string, found ${show(value)}`);
  return value;
}

function tokenCount(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new RunRowError(field, `expected a whole number of tokens, found ${show(value)}`);
  }
  return value;
}

// Input-token keys of the APIs that appear in LongMemEval runs: OpenAI (prompt_tokens), Anthropic
// (input_tokens), Gemini REST and Python (promptTokenCount, prompt_token_count), Vercel AI SDK
// (inputTokens, promptTokens). prompt_tokens comes before prompt_token_count because a fork logs
// both and only the first is the API's own count; the second is a local re-tokenisation.
const INPUT_TOKEN_KEYS = ["prompt_tokens", "input_tokens", "inputTokens", "promptTokens", "promptTokenCount", "prompt_token_count"];

// Anthropic reports cache reads and writes apart from input_tokens; the reader still read them.
const ANTHROPIC_CACHE_KEYS = ["cache_creation_input_tokens", "cache_read_input_tokens"];

function inputTokensOf(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number") return tokenCount(value, field);
  if (!isObject(value)) throw new RunRowError(field, `expected token usage as an object or a number, found ${show(value)}`);
  const key = INPUT_TOKEN_KEYS.find((k) => value[k] !== undefined && value[k] !== null);
  if (!key) return null;
  let total = tokenCount(value[key], `${field}.${key}`);
  if (key === "input_tokens") {
    for (const cacheKey of ANTHROPIC_CACHE_KEYS) {
      if (value[cacheKey] !== undefined && value[cacheKey] !== null) total += tokenCount(value[cacheKey], `${field}.${cacheKey}`);
    }
  }
  return total;
}

// The reader's usage only: evaluation_usage and tokens.eval_* are the judge's and are ignored.
function readerInputTokens(row: JsonObject): number | null {
  const sources = ["answer_generation_usage", "usage", "tokens"].map((field) => inputTokensOf(row[field], field));
  return sources.find((n) => n !== null) ?? null;
}

// Judges answer in free text; files store it in whatever case the model used ("Yes", "no").
function parseEvaluation(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase().replace(/\.$/, "");
    if (word === "yes") return true;
    if (word === "no") return false;
  }
  throw new RunRowError("evaluation", `expected "yes" or "no", found ${show(value)}`);
}

function parseAutoevalLabel(value: unknown): { correct: boolean; judge: string | null } {
  if (!isObject(value)) throw new RunRowError("autoeval_label", `expected {model, label}, found ${show(value)}`);
  if (typeof value.label !== "boolean") {
    throw new RunRowError("autoeval_label.label", `expected true or false, found ${show(value.label)}`);
  }
  const model = value.model;
  if (model !== undefined && model !== null && typeof model !== "string") {
    throw new RunRowError("autoeval_label.model", `expected a string, found ${show(model)}`);
  }
  return { correct: value.label, judge: model ?? null };
}

function parseRankedCorpusIds(value: unknown): string[] {
  if (!isObject(value)) throw new RunRowError("retrieval_results", `expected an object, found ${show(value)}`);
  const items = value.ranked_items;
  if (!Array.isArray(items)) throw new RunRowError("retrieval_results.ranked_items", `expected an array, found ${show(items)}`);
  return items.map((item: unknown, i) => {
    const id = isObject(item) ? item.corpus_id : undefined;
    if (typeof id !== "string" || !id) {
      throw new RunRowError(`retrieval_results.ranked_items[${i}].corpus_id`, `expected a corpus id, found ${show(id)}`);
    }
    return id;
  });
}

export function parseRunRow(raw: unknown): RunRow {
  if (!isObject(raw)) throw new RunRowError("(row)", `expected a JSON object, found ${show(raw)}`);
  const questionId = raw.question_id;
  if (typeof questionId !== "string" || !questionId) {
    throw new RunRowError("question_id", `expected a non-empty string, found ${show(questionId)}`);
  }
  if (questionId.length > MAX_QUESTION_ID_CHARS) {
    throw new RunRowError("question_id", `is ${questionId.length} characters long (${show(questionId)}); question ids have at most ${MAX_QUESTION_ID_CHARS}`);
  }
  const format = detectRunFileFormat(raw);
  if (!format) {
    throw new RunRowError("hypothesis", "missing: a run row needs hypothesis, autoeval_label, evaluation or retrieval_results");
  }

  const hypothesis = optionalString(raw, "hypothesis");
  if (format === "hypotheses" && hypothesis === null) throw new RunRowError("hypothesis", "expected a string, found null");
  const judgement =
    format === "judge-log"
      ? parseAutoevalLabel(raw.autoeval_label)
      : { correct: format === "judged-list" ? parseEvaluation(raw.evaluation) : null, judge: null };

  if (hypothesis !== null && hypothesis.length > MAX_HYPOTHESIS_CHARS) {
    throw new RunRowError("hypothesis", `is ${hypothesis.length} characters long; at most ${MAX_HYPOTHESIS_CHARS} are stored`);
  }
  const row = {
    questionId,
    hypothesis,
    ...judgement,
    questionType: optionalString(raw, "question_type"),
    readerInputTokens: readerInputTokens(raw),
    rankedCorpusIds: raw.retrieval_results === undefined ? null : parseRankedCorpusIds(raw.retrieval_results),
    raw,
  };
  // Only what is stored is checked: text the database cannot hold fails here, named, not on insert.
  const stored = {
    question_id: row.questionId,
    hypothesis: row.hypothesis,
    judge: row.judge,
    question_type: row.questionType,
    ranked_items: row.rankedCorpusIds,
  };
  const unstorable = findUnstorableText(stored, "brackets");
  if (unstorable) throw new RunRowError(unstorable.path, unstorable.problem);
  return row;
}

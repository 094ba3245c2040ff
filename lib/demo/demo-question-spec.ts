// The building blocks of a demo question: the facts planted in sessions and how the answer
// follows from them. Everything is generated from templates in this folder, never from a dataset.
import type { QuestionType, Speaker } from "./demo-types";
import type { TopicKey } from "./demo-topics";

// How an answer-bearing detail reads, which decides how a lossy extractor treats it.
export type DetailKind = "name" | "number" | "date" | "preference" | "event";

export type PlantedFact = {
  topic: TopicKey;
  speaker: Speaker;
  kind: DetailKind;
  detail: string;
  // A user fact is the whole user message; an assistant fact is the sentence its reply opens with.
  turn: string;
  // Assistant facts answer a request: the user message before them and its fact-sheet line.
  request?: { turn: string; line: string };
  // Fact-sheet lines use {d} where the detail goes.
  line: string;
  blurLine: string;
  // An assistant statement that a careless extractor files under the user.
  userLine?: string;
};

export type DayTime = { day: number; minute: number };

export type AnswerContext = { factTimes: DayTime[]; questionTime: DayTime };

export type QuestionSpec = {
  type: QuestionType;
  abstention: boolean;
  text: string;
  // Chronological: fact i is planted in an earlier session than fact i + 1.
  facts: PlantedFact[];
  // Indices of the facts a reader needs; knowledge updates need only the newest value.
  required: number[];
  answer: (context: AnswerContext) => string;
  // What a reader says when only an outdated value is in its context.
  stale?: { fact: number; answer: string };
  // At most this many sessions apart, for events that really happen close together.
  maxSpan?: number;
};

type UserFactInput = Omit<PlantedFact, "speaker" | "request" | "userLine">;

export function userFact(input: UserFactInput): PlantedFact {
  return { ...input, speaker: "user" };
}

type AssistantFactInput = Omit<PlantedFact, "speaker" | "blurLine"> & {
  request: { turn: string; line: string };
  userLine: string;
};

export function assistantFact(input: AssistantFactInput): PlantedFact {
  return { ...input, speaker: "assistant", blurLine: "" };
}

export function fill(template: string, detail: string): string {
  return template.replace("{d}", detail);
}

export const NOT_ENOUGH = "The information provided is not enough to answer.";

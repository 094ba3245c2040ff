import type { DetailKind } from "@/lib/detail-loss";

// How the session page names each kind of lost detail, in the order the "Lost details" panel
// lists them: the answer's own words first, then what a reader most often needs.
export const DETAIL_KIND_ORDER: readonly DetailKind[] = ["answer-span", "attribution", "number", "quantity", "date", "time", "duration", "name", "qualifier"];

export const DETAIL_KIND_LABELS: Record<DetailKind, string> = {
  "answer-span": "Answer",
  attribution: "Speaker attribution",
  number: "Number",
  quantity: "Quantity",
  date: "Date",
  time: "Time",
  duration: "Duration",
  name: "Name",
  qualifier: "Qualifier",
};

// Kinds share a colour by family so that the legend stays short enough to tell apart.
export type DetailFamily = "answer" | "attribution" | "amount" | "time" | "name" | "qualifier";

export const DETAIL_KIND_FAMILY: Record<DetailKind, DetailFamily> = {
  "answer-span": "answer",
  attribution: "attribution",
  number: "amount",
  quantity: "amount",
  date: "time",
  time: "time",
  duration: "time",
  name: "name",
  qualifier: "qualifier",
};

export const DETAIL_FAMILY_LABELS: Record<DetailFamily, string> = {
  answer: "Gold answer",
  attribution: "Said by the assistant",
  amount: "Numbers and quantities",
  time: "Dates, times and durations",
  name: "Names and proper nouns",
  qualifier: "Qualifiers (\u201cover\u201d, \u201cnot\u201d, \u201cat least\u201d)",
};

import { QUESTION_TYPES } from "@/lib/longmemeval/question-types";

// Researchers' names for LongMemEval's question types. Questions about what the assistant said
// (single-session-assistant) are a category of their own: they are the ones a fact sheet that
// files everything under the user loses.
const LABELS: Record<string, string> = {
  "single-session-user": "What the user said",
  "single-session-assistant": "What the assistant said",
  "single-session-preference": "User preferences",
  "multi-session": "Across sessions",
  "temporal-reasoning": "Time and order",
  "knowledge-update": "Updated facts",
};

export const ASSISTANT_QUESTION_TYPE = "single-session-assistant";

export function questionTypeLabel(type: string): string {
  return LABELS[type] ?? type;
}

// The official types first in the dataset's order, then any other type a workspace holds.
export function questionTypeOptions(stored: readonly string[]): { value: string; label: string }[] {
  const extra = stored.filter((t) => !(QUESTION_TYPES as readonly string[]).includes(t)).sort();
  return [...QUESTION_TYPES, ...extra].map((value) => ({ value, label: `${questionTypeLabel(value)} (${value})` }));
}

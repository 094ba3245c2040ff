// What the reader sees: the recorded context, the question date and the question, with either
// one static instruction or an instruction for the question's type (the two set-ups the seed
// compared).
const TYPE_HINTS: Record<string, string> = {
  "single-session-user": "The answer is something the user said in one of the sessions.",
  "single-session-assistant": "The answer is something the assistant said earlier; quote it as the assistant gave it.",
  "single-session-preference": "Answer in a way that uses what you know of the user's preferences.",
  "multi-session": "The answer may need information gathered from several sessions; combine it carefully (counts, totals).",
  "temporal-reasoning": "Pay attention to the session dates and the question date to reason about time.",
  "knowledge-update": "If information changed over time, answer with the most recent value.",
};

export type ReaderPromptStyle = "typed" | "static";

export function readerPrompt(input: { style: ReaderPromptStyle; type: string; context: string; question: string; questionDate: string | null }): string {
  const hint = input.style === "typed" ? ` ${TYPE_HINTS[input.type] ?? ""}` : "";
  return [
    `I will give you several history chats between you and a user. Answer the question based on the relevant chat history.${hint} If the history does not contain the information, say that you cannot answer.`,
    "",
    "History chats:",
    input.context,
    "",
    `Current date: ${input.questionDate ?? "unknown"}`,
    `Question: ${input.question}`,
    "Answer:",
  ].join("\n");
}

export const DEFAULT_TOP_K = 10;

export type StageKey = "sheet" | "retrieval" | "budget" | "context" | "answer";
export type StageStatus = "kept" | "partial" | "lost" | "unknown" | "not-applicable";
export type Stage = { key: StageKey; label: string; status: StageStatus; detail: string };

export const STAGE_LABELS: Record<StageKey, string> = {
  sheet: "Fact sheet",
  retrieval: "Retrieved top-k",
  budget: "Token budget",
  context: "Reader context",
  answer: "Answer",
};

// What each stage means, shown beside the trace and as column help on the run's question table.
export const STAGE_DEFINITIONS: Record<StageKey, string> = {
  sheet:
    "Detail lost at extraction (runs that read fact sheets): the evidence sessions' sheets reached the reader, yet the context lacks the answer-bearing details, so the sheets lacked them.",
  retrieval: "Retrieved: how many of the question's evidence sessions are among the top k the run retrieved.",
  budget: "Cut by the token budget (runs with a budget): whether the budget cut a retrieved evidence session out of the reader's context, or cut its end off.",
  context:
    "Evidence in context: the share of the evidence turns whose answer-bearing details the text the reader received still holds (evidence coverage); the gold answer's words alone do not count.",
  answer: "Answer correct: the judge's verdict on the reader's answer.",
};

export const STAGE_ORDER: StageKey[] = ["sheet", "retrieval", "budget", "context", "answer"];

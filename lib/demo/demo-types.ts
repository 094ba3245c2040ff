// The shape of the generated demo workspace. Sessions are referred to by external id
// ("demo_s_001") everywhere, so the data stays readable before any database ids exist.

export type QuestionType =
  | "single-session-user"
  | "single-session-assistant"
  | "single-session-preference"
  | "multi-session"
  | "temporal-reasoning"
  | "knowledge-update";

export type Speaker = "user" | "assistant";

export type DemoRole = "admin" | "member" | "viewer";

export type DemoUser = { email: string; name: string; role: DemoRole };

export type DemoTurn = { role: Speaker; content: string };

export type DemoSession = {
  externalId: string;
  dateText: string;
  dateIso: string;
  turns: DemoTurn[];
};

export type DemoTurnRef = { sessionId: string; position: number };

// An evidence turn (has_answer) and the exact detail in it that answers the question.
export type DemoEvidenceTurn = DemoTurnRef & { detail: string };

export type DemoQuestion = {
  externalId: string;
  type: QuestionType;
  text: string;
  answer: string;
  questionDate: string;
  isAbstention: boolean;
  haystackSessionIds: string[];
  answerSessionIds: string[];
  evidence: DemoEvidenceTurn[];
};

export type Fidelity = "high" | "lossy";

export type DemoFactSheet = { sessionId: string; text: string; passthrough: boolean };

export type DemoExtractor = {
  name: string;
  version: string;
  fidelity: Fidelity;
  description: string;
  factSheets: DemoFactSheet[];
};

export type DemoMemory = {
  revisions: { body: string; reason: string }[];
  sources: DemoTurnRef[];
};

export type DemoProposal = {
  body: string;
  status: "pending" | "rejected";
  decisionReason: string | null;
  citations: DemoTurnRef[];
};

export type DemoRetrieved = { rank: number; sessionId: string; score: number };

export type DemoRunResult = {
  questionId: string;
  hypothesis: string;
  correct: boolean;
  readerInputTokens: number;
  /** The text the simulated reader received, in Lore's reader-context layout. */
  readerContext: string;
  retrieved: DemoRetrieved[];
  evidenceCoverage: number;
  answerInContext: boolean;
  judgeOutput: { model: "demo-judge"; label: boolean };
};

export type DemoRepresentation = "sessions" | "factsheets";

export type DemoRun = {
  name: string;
  representation: DemoRepresentation;
  extractor: { name: string; version: string } | null;
  k: number;
  results: DemoRunResult[];
};

export type DemoData = {
  seed: number;
  users: DemoUser[];
  sessions: DemoSession[];
  questions: DemoQuestion[];
  extractors: DemoExtractor[];
  memories: DemoMemory[];
  proposals: DemoProposal[];
  runs: DemoRun[];
};

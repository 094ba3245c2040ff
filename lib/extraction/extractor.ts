// What every extractor does: turn one conversation Session into a FactSheet's text, or say why
// it could not, in which case the run stores the original session text with passthrough = true.
// A session is never dropped.

export type ExtractionTurn = { role: string; content: string };

export type ExtractionSession = {
  id: string;
  externalId: string;
  dateText: string | null;
  turns: ExtractionTurn[];
};

export type ExtractionOutcome = { kind: "extracted"; text: string } | { kind: "passthrough"; reason: string };

export type Extractor = {
  name: string;
  version: string;
  // Stored on the Extractor row and hashed (promptHash), so two versions can be told apart.
  prompt: string;
  parameters: Record<string, string | number | boolean>;
  // How many sessions one process may extract at once.
  concurrency: number;
  // Rejects only when `signal` aborts (the job was cancelled or the worker is stopping);
  // every other failure comes back as a passthrough outcome with its reason.
  extract: (session: ExtractionSession, options: { signal: AbortSignal }) => Promise<ExtractionOutcome>;
};

// The original session as a passthrough sheet stores it: one "role: content" block per turn.
export function sessionText(session: Pick<ExtractionSession, "turns">): string {
  return session.turns.map((turn) => `${turn.role}: ${turn.content}`).join("\n\n");
}

export class ExtractionAborted extends Error {
  constructor() {
    super("extraction stopped");
  }
}

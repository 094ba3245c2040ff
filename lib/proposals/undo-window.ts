// How long after a decision its reviewer can take it back (the inbox's "Undo" notice counts it down).
export const UNDO_WINDOW_MS = 10_000;

export type DecidedProposal = {
  id: string;
  status: "pending" | "accepted" | "rejected" | "withdrawn";
  ownerId: string;
  decidedById: string | null;
  decidedAt: Date | null;
  memoryId: string | null;
};

// Why a decision can no longer be undone, or null when it still can.
export function undoRefusal(proposal: Pick<DecidedProposal, "status" | "decidedAt">, now: Date): string | null {
  if (proposal.status === "pending") return "This proposal is pending: its decision was already undone.";
  if (proposal.status === "withdrawn") return "A withdrawn proposal cannot be undone from the inbox.";
  if (!proposal.decidedAt) return "This decision has no time recorded, so it cannot be undone.";
  const elapsed = now.getTime() - proposal.decidedAt.getTime();
  if (elapsed > UNDO_WINDOW_MS) return `The ${UNDO_WINDOW_MS / 1000} seconds to undo this decision are over (it was made ${Math.round(elapsed / 1000)} s ago).`;
  return null;
}

// Whole seconds left to undo, for the countdown (0 once the window is over).
export function undoSecondsLeft(decidedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((UNDO_WINDOW_MS - (nowMs - decidedAtMs)) / 1000));
}

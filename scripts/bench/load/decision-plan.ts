// The order in which the load test's reviewers decide proposals. Reviewers take items from one
// shared queue, so two connections never pick the same proposal by accident; a deliberate race
// puts the same proposal twice in a row, once for its owner and once for a workspace admin (the
// owner-or-admin rule lets both decide), so the second usually arrives while the first is still
// in flight and must be answered 409.

export type DecisionKind = "accept" | "reject";

export type DecisionItem = {
  proposalId: string;
  token: string;
  kind: DecisionKind;
  // True for both requests of a deliberate race: a 409 on one of them is the correct outcome.
  raced: boolean;
};

export type PlanProposal = { id: string; ownerToken: string };

export function planDecisions(input: {
  proposals: PlanProposal[];
  adminToken: string;
  // Every raceEvery-th proposal is raced (0 = none).
  raceEvery: number;
  // Every rejectEvery-th proposal is rejected, the rest accepted (0 = accept all).
  rejectEvery: number;
}): DecisionItem[] {
  const items: DecisionItem[] = [];
  input.proposals.forEach((proposal, i) => {
    const kind: DecisionKind = input.rejectEvery > 0 && i % input.rejectEvery === input.rejectEvery - 1 ? "reject" : "accept";
    const raced = input.raceEvery > 0 && i % input.raceEvery === input.raceEvery - 1;
    items.push({ proposalId: proposal.id, token: proposal.ownerToken, kind, raced });
    // The rival decides the other way, so the stored status shows which of the two won.
    if (raced) items.push({ proposalId: proposal.id, token: input.adminToken, kind: kind === "accept" ? "reject" : "accept", raced });
  });
  return items;
}

// Interleaves the owners' proposals (a, b, c, a, b, c, …) so that concurrent reviewers work for
// different owners, as a team's reviewers would.
export function interleaveByOwner<T>(byOwner: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...byOwner.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of byOwner) if (i < list.length) out.push(list[i]!);
  return out;
}

export function decisionRequest(item: DecisionItem): { path: string; body: string } {
  return {
    path: `/api/v1/proposals/${encodeURIComponent(item.proposalId)}/${item.kind}`,
    body: item.kind === "reject" ? JSON.stringify({ reason: "Load test: not worth keeping." }) : "{}",
  };
}

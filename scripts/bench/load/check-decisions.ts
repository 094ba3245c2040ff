import type { LedgerSummary } from "@/scripts/bench/load/decision-ledger";

// After a load run: is every decision the reviewers were told succeeded recorded exactly once,
// and nothing else? Compares what the clients saw (the ledger) with what the database holds.

export type StoredDecision = { id: string; status: "accepted" | "rejected" | "withdrawn"; memoryId: string | null };
export type StoredAudit = { proposalId: string; actions: string[] };
export type StoredMemory = { id: string; revisions: number; fromProposals: number };

export type DecisionCheck = {
  decidedInDb: number;
  accepted: number;
  rejected: number;
  ok2xx: number;
  // Decided in the database without a 2xx reaching the client: only allowed for requests whose
  // answer never arrived (the server committed after the client stopped listening).
  decidedWithoutAnswer: number;
  problems: string[];
  exactlyOnce: boolean;
};

const EXPECTED_ACTION = { accepted: "proposal.accepted", rejected: "proposal.rejected", withdrawn: "proposal.withdrawn" } as const;
const MAX_LISTED = 5;

export function checkDecisions(input: { ledger: LedgerSummary; decided: StoredDecision[]; audits: StoredAudit[]; memories: StoredMemory[] }): DecisionCheck {
  const { ledger } = input;
  const problems: string[] = [];
  const complain = (what: string, ids: string[]) => {
    if (ids.length > 0) problems.push(`${ids.length} ${what}: ${ids.slice(0, MAX_LISTED).join(", ")}${ids.length > MAX_LISTED ? ", …" : ""}`);
  };
  const decided = new Map(input.decided.map((d) => [d.id, d]));
  const audits = new Map(input.audits.map((a) => [a.proposalId, a.actions]));
  const memories = new Map(input.memories.map((m) => [m.id, m]));

  complain("proposals answered 2xx twice", ledger.okTwice);
  const okIds = [...ledger.okDecisions.keys()];
  complain(
    "2xx decisions missing from the database",
    okIds.filter((id) => !decided.has(id)),
  );
  complain(
    "2xx decisions stored with another status",
    okIds.filter((id) => {
      const stored = decided.get(id);
      return stored !== undefined && stored.status !== (ledger.okDecisions.get(id) === "accept" ? "accepted" : "rejected");
    }),
  );
  const withoutAnswer = [...decided.keys()].filter((id) => !ledger.okDecisions.has(id));
  complain(
    "proposals decided although no request for them could have succeeded",
    withoutAnswer.filter((id) => !ledger.unansweredProposalIds.has(id)),
  );

  complain(
    "decided proposals without exactly one audit event",
    [...decided.keys()].filter((id) => (audits.get(id)?.length ?? 0) !== 1),
  );
  complain(
    "audit events naming another decision than the stored one",
    [...decided.values()].filter((d) => audits.get(d.id)?.length === 1 && audits.get(d.id)![0] !== EXPECTED_ACTION[d.status]).map((d) => d.id),
  );
  complain(
    "audit events for proposals that are still pending",
    [...audits.keys()].filter((id) => !decided.has(id)),
  );

  const acceptedList = [...decided.values()].filter((d) => d.status === "accepted");
  complain(
    "accepted proposals without a memory",
    acceptedList.filter((d) => !d.memoryId || !memories.has(d.memoryId)).map((d) => d.id),
  );
  complain(
    "accepted proposals whose memory has not exactly one revision",
    acceptedList.filter((d) => d.memoryId && memories.has(d.memoryId) && memories.get(d.memoryId)!.revisions !== 1).map((d) => d.id),
  );
  complain(
    "memories made from more or less than one proposal",
    input.memories.filter((m) => m.fromProposals !== 1).map((m) => m.id),
  );
  complain(
    "rejected proposals with a memory",
    [...decided.values()].filter((d) => d.status === "rejected" && d.memoryId).map((d) => d.id),
  );

  const rejected = [...decided.values()].filter((d) => d.status === "rejected").length;
  return {
    decidedInDb: decided.size,
    accepted: acceptedList.length,
    rejected,
    ok2xx: ledger.ok,
    decidedWithoutAnswer: withoutAnswer.length,
    problems,
    exactlyOnce: problems.length === 0,
  };
}

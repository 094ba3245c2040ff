import type { DecisionItem, DecisionKind } from "@/scripts/bench/load/decision-plan";

// What the load test's reviewers sent and what came back, request by request. A request that
// was sent but never answered (in flight when the clock stopped, timed out, connection lost) has
// an unknown outcome: the server may still have committed it, so reconciliation allows exactly
// those proposals to be decided without a 2xx.

export type LedgerSummary = {
  sent: number;
  answered: number;
  unanswered: number;
  ok: number;
  // 409 on a deliberately raced proposal: the correct answer for the slower of the two.
  raced409: number;
  // 409 where no race was planned: a proposal decided twice, or a planning mistake. An error.
  unexpected409: number;
  otherNon2xx: Record<string, number>;
  // Proposals answered 2xx more than once: a double decision. An error.
  okTwice: string[];
  // Raced proposals with both answers in: how many ended one 2xx + one 409, and how many not.
  races: { answered: number; oneWinner: number; other: number };
  okDecisions: Map<string, DecisionKind>;
  unansweredProposalIds: Set<string>;
};

export type DecisionLedger = {
  send: (item: DecisionItem) => number;
  answer: (ticket: number, status: number) => void;
  summary: () => LedgerSummary;
};

export function createDecisionLedger(): DecisionLedger {
  const items: DecisionItem[] = [];
  const statuses: (number | undefined)[] = [];
  return {
    send(item) {
      items.push(item);
      statuses.push(undefined);
      return items.length - 1;
    },
    answer(ticket, status) {
      if (statuses[ticket] !== undefined) throw new Error(`ticket ${ticket} was answered twice`);
      statuses[ticket] = status;
    },
    summary() {
      return summarize(items, statuses);
    },
  };
}

function summarize(items: DecisionItem[], statuses: (number | undefined)[]): LedgerSummary {
  const okDecisions = new Map<string, DecisionKind>();
  const okTwice = new Set<string>();
  const unansweredProposalIds = new Set<string>();
  const otherNon2xx: Record<string, number> = {};
  const racedStatuses = new Map<string, number[]>();
  let ok = 0;
  let raced409 = 0;
  let unexpected409 = 0;
  let answered = 0;
  items.forEach((item, ticket) => {
    const status = statuses[ticket];
    if (status === undefined) {
      unansweredProposalIds.add(item.proposalId);
      return;
    }
    answered++;
    if (item.raced) racedStatuses.set(item.proposalId, [...(racedStatuses.get(item.proposalId) ?? []), status]);
    if (status >= 200 && status < 300) {
      ok++;
      if (okDecisions.has(item.proposalId)) okTwice.add(item.proposalId);
      okDecisions.set(item.proposalId, item.kind);
    } else if (status === 409) {
      if (item.raced) raced409++;
      else unexpected409++;
    } else {
      otherNon2xx[String(status)] = (otherNon2xx[String(status)] ?? 0) + 1;
    }
  });
  let oneWinner = 0;
  let other = 0;
  for (const answers of racedStatuses.values()) {
    if (answers.length < 2) continue;
    const wins = answers.filter((s) => s >= 200 && s < 300).length;
    if (wins === 1 && answers.filter((s) => s === 409).length === answers.length - 1) oneWinner++;
    else other++;
  }
  return {
    sent: items.length,
    answered,
    unanswered: items.length - answered,
    ok,
    raced409,
    unexpected409,
    otherNon2xx,
    okTwice: [...okTwice],
    races: { answered: oneWinner + other, oneWinner, other },
    okDecisions,
    unansweredProposalIds,
  };
}

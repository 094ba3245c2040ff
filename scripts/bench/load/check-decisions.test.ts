import { describe, expect, it } from "vitest";
import { checkDecisions, type StoredAudit, type StoredDecision, type StoredMemory } from "@/scripts/bench/load/check-decisions";
import { createDecisionLedger } from "@/scripts/bench/load/decision-ledger";
import type { DecisionItem } from "@/scripts/bench/load/decision-plan";

const item = (proposalId: string, kind: DecisionItem["kind"] = "accept"): DecisionItem => ({ proposalId, token: "t", kind, raced: false });

// p1 accepted (memory m1), p2 rejected, both answered 200; p3 sent but never answered.
function consistentRun() {
  const ledger = createDecisionLedger();
  ledger.answer(ledger.send(item("p1")), 200);
  ledger.answer(ledger.send(item("p2", "reject")), 200);
  ledger.send(item("p3"));
  const decided: StoredDecision[] = [
    { id: "p1", status: "accepted", memoryId: "m1" },
    { id: "p2", status: "rejected", memoryId: null },
  ];
  const audits: StoredAudit[] = [
    { proposalId: "p1", actions: ["proposal.accepted"] },
    { proposalId: "p2", actions: ["proposal.rejected"] },
  ];
  const memories: StoredMemory[] = [{ id: "m1", revisions: 1, fromProposals: 1 }];
  return { ledger, decided, audits, memories };
}

describe("checkDecisions", () => {
  it("passes when every 2xx decision is stored once with one audit event and one memory per accept", () => {
    const run = consistentRun();
    const check = checkDecisions({ ...run, ledger: run.ledger.summary() });
    expect(check).toEqual({ decidedInDb: 2, accepted: 1, rejected: 1, ok2xx: 2, decidedWithoutAnswer: 0, problems: [], exactlyOnce: true });
  });

  it("allows a decision committed for a request whose answer never arrived, and counts it", () => {
    const run = consistentRun();
    run.decided.push({ id: "p3", status: "accepted", memoryId: "m3" });
    run.audits.push({ proposalId: "p3", actions: ["proposal.accepted"] });
    run.memories.push({ id: "m3", revisions: 1, fromProposals: 1 });
    const check = checkDecisions({ ...run, ledger: run.ledger.summary() });
    expect(check).toMatchObject({ decidedInDb: 3, ok2xx: 2, decidedWithoutAnswer: 1, exactlyOnce: true });
  });

  it("finds a 2xx decision missing from the database and a decision nobody could have made", () => {
    const run = consistentRun();
    run.decided = [run.decided[0]!, { id: "p9", status: "rejected", memoryId: null }];
    run.audits = [run.audits[0]!, { proposalId: "p9", actions: ["proposal.rejected"] }];
    const check = checkDecisions({ ...run, ledger: run.ledger.summary() });
    expect(check.exactlyOnce).toBe(false);
    expect(check.problems).toEqual([
      "1 2xx decisions missing from the database: p2",
      "1 proposals decided although no request for them could have succeeded: p9",
    ]);
  });

  it("finds a doubled or missing audit event, a wrong action and an audit event for a pending proposal", () => {
    const run = consistentRun();
    run.audits = [
      { proposalId: "p1", actions: ["proposal.accepted", "proposal.accepted"] },
      { proposalId: "p2", actions: ["proposal.accepted"] },
      { proposalId: "p7", actions: ["proposal.rejected"] },
    ];
    const check = checkDecisions({ ...run, ledger: run.ledger.summary() });
    expect(check.problems).toEqual([
      "1 decided proposals without exactly one audit event: p1",
      "1 audit events naming another decision than the stored one: p2",
      "1 audit events for proposals that are still pending: p7",
    ]);
  });

  it("finds an accept without its memory, a memory with two revisions or two proposals, and a rejected proposal with a memory", () => {
    const run = consistentRun();
    run.decided[1] = { id: "p2", status: "rejected", memoryId: "m1" };
    run.memories = [{ id: "m1", revisions: 2, fromProposals: 2 }];
    let check = checkDecisions({ ...run, ledger: run.ledger.summary() });
    expect(check.problems).toEqual([
      "1 accepted proposals whose memory has not exactly one revision: p1",
      "1 memories made from more or less than one proposal: m1",
      "1 rejected proposals with a memory: p2",
    ]);
    run.memories = [];
    check = checkDecisions({ ...run, ledger: run.ledger.summary() });
    expect(check.problems[0]).toBe("1 accepted proposals without a memory: p1");
  });

  it("finds a proposal stored with the other decision than the one answered 2xx", () => {
    const run = consistentRun();
    run.decided[0] = { id: "p1", status: "rejected", memoryId: null };
    run.audits[0] = { proposalId: "p1", actions: ["proposal.rejected"] };
    run.memories = [];
    expect(checkDecisions({ ...run, ledger: run.ledger.summary() }).problems).toEqual(["1 2xx decisions stored with another status: p1"]);
  });
});

import { describe, expect, it } from "vitest";
import { createDecisionLedger } from "@/scripts/bench/load/decision-ledger";
import type { DecisionItem } from "@/scripts/bench/load/decision-plan";

const item = (proposalId: string, raced = false, kind: DecisionItem["kind"] = "accept"): DecisionItem => ({ proposalId, token: "t", kind, raced });

describe("decision ledger", () => {
  it("counts a 409 on a raced proposal as a correct answer and one on an unraced proposal as an error", () => {
    const ledger = createDecisionLedger();
    ledger.answer(ledger.send(item("p1", true)), 200);
    ledger.answer(ledger.send(item("p1", true, "reject")), 409);
    ledger.answer(ledger.send(item("p2")), 409);
    const s = ledger.summary();
    expect(s).toMatchObject({ sent: 3, answered: 3, ok: 1, raced409: 1, unexpected409: 1, races: { answered: 1, oneWinner: 1, other: 0 } });
    expect([...s.okDecisions]).toEqual([["p1", "accept"]]);
  });

  it("flags a proposal answered 2xx twice and a race both sides won", () => {
    const ledger = createDecisionLedger();
    ledger.answer(ledger.send(item("p1", true)), 200);
    ledger.answer(ledger.send(item("p1", true, "reject")), 200);
    const s = ledger.summary();
    expect(s.okTwice).toEqual(["p1"]);
    expect(s.races).toEqual({ answered: 1, oneWinner: 0, other: 1 });
  });

  it("keeps requests without an answer apart, by proposal, and counts other statuses by code", () => {
    const ledger = createDecisionLedger();
    ledger.send(item("p1"));
    ledger.answer(ledger.send(item("p2")), 500);
    ledger.answer(ledger.send(item("p3")), 500);
    ledger.answer(ledger.send(item("p4")), 503);
    const s = ledger.summary();
    expect(s).toMatchObject({ sent: 4, answered: 3, unanswered: 1, ok: 0, otherNon2xx: { "500": 2, "503": 1 } });
    expect([...s.unansweredProposalIds]).toEqual(["p1"]);
  });

  it("refuses a second answer for the same request", () => {
    const ledger = createDecisionLedger();
    const ticket = ledger.send(item("p1"));
    ledger.answer(ticket, 200);
    expect(() => ledger.answer(ticket, 200)).toThrow(/answered twice/);
  });
});

import { describe, expect, it } from "vitest";
import { decisionRequest, interleaveByOwner, planDecisions } from "@/scripts/bench/load/decision-plan";

const proposals = Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}`, ownerToken: i % 2 === 0 ? "owner-a" : "owner-b" }));

describe("planDecisions", () => {
  it("queues each proposal once for its owner when nothing is raced", () => {
    const items = planDecisions({ proposals, adminToken: "admin", raceEvery: 0, rejectEvery: 0 });
    expect(items.map((i) => [i.proposalId, i.token, i.kind, i.raced])).toEqual(proposals.map((p) => [p.id, p.ownerToken, "accept", false]));
  });

  it("queues a raced proposal twice in a row, for its owner and an admin deciding the other way", () => {
    const items = planDecisions({ proposals, adminToken: "admin", raceEvery: 3, rejectEvery: 0 });
    expect(items.filter((i) => i.raced).map((i) => [i.proposalId, i.token, i.kind])).toEqual([
      ["p3", "owner-a", "accept"],
      ["p3", "admin", "reject"],
      ["p6", "owner-b", "accept"],
      ["p6", "admin", "reject"],
    ]);
    expect(items).toHaveLength(8);
    expect(items.findIndex((i) => i.token === "admin")).toBe(items.findIndex((i) => i.proposalId === "p3") + 1);
  });

  it("rejects every n-th proposal and accepts the rest", () => {
    const kinds = planDecisions({ proposals, adminToken: "admin", raceEvery: 0, rejectEvery: 3 }).map((i) => i.kind);
    expect(kinds).toEqual(["accept", "accept", "reject", "accept", "accept", "reject"]);
  });
});

describe("interleaveByOwner", () => {
  it("takes one proposal of each owner in turn, including owners with fewer", () => {
    expect(interleaveByOwner([["a1", "a2", "a3"], ["b1"], ["c1", "c2"]])).toEqual(["a1", "b1", "c1", "a2", "c2", "a3"]);
  });
});

describe("decisionRequest", () => {
  it("posts a reason when rejecting and an empty object when accepting", () => {
    expect(decisionRequest({ proposalId: "p/1", token: "t", kind: "reject", raced: false })).toEqual({
      path: "/api/v1/proposals/p%2F1/reject",
      body: JSON.stringify({ reason: "Load test: not worth keeping." }),
    });
    expect(decisionRequest({ proposalId: "p1", token: "t", kind: "accept", raced: false })).toEqual({ path: "/api/v1/proposals/p1/accept", body: "{}" });
  });
});

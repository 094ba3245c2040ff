import { describe, expect, it } from "vitest";
import { describeRevisionReason } from "@/lib/memories/describe-revision-reason";

const proposals = [{ id: "cmx55c0ij0000abcd1234efgh", body: "Runs 10 km on Sundays\nsince May" }];

describe("describeRevisionReason", () => {
  it("names the proposal an accept, merge or supersede came from", () => {
    expect(describeRevisionReason("Accepted proposal cmx55c0ij0000abcd1234efgh, edited by the reviewer", proposals)).toEqual({
      kind: "proposal",
      before: "Accepted proposal ",
      proposal: { id: "cmx55c0ij0000abcd1234efgh", title: "Runs 10 km on Sundays" },
      after: ", edited by the reviewer",
    });
    expect(describeRevisionReason("Merged proposal cmx55c0ij0000abcd1234efgh", proposals)).toMatchObject({ before: "Merged proposal ", after: "" });
    expect(describeRevisionReason("Superseded by proposal cmx55c0ij0000abcd1234efgh", proposals)).toMatchObject({ before: "Superseded by proposal " });
  });

  it("keeps any other reason, or a proposal it cannot find, as written", () => {
    expect(describeRevisionReason("Reverted to revision 2", proposals)).toEqual({ kind: "text", text: "Reverted to revision 2" });
    expect(describeRevisionReason("Accepted proposal cmy00000000000000000000000", proposals)).toEqual({
      kind: "text",
      text: "Accepted proposal cmy00000000000000000000000",
    });
    expect(describeRevisionReason("a proposal to fix the typo", proposals)).toEqual({ kind: "text", text: "a proposal to fix the typo" });
  });
});

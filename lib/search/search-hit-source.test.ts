import { describe, expect, it } from "vitest";
import { describeHitLink, describeHitSource, type HitOrigin } from "@/lib/search/search-hit-source";

const base: HitOrigin = {
  kind: "observation",
  id: "o1",
  sessionId: null,
  sessionExternalId: null,
  position: null,
  role: null,
  observationSource: null,
  extractor: null,
};

describe("describeHitSource", () => {
  it("links a memory to its page", () => {
    expect(describeHitSource({ ...base, kind: "memory", id: "m1" })).toEqual({ type: "memory", id: "m1", label: "memory", href: "/memories/m1" });
  });

  it("names a message's session, turn and role and links the session", () => {
    expect(describeHitSource({ ...base, sessionId: "s1", sessionExternalId: "answer_0714", position: 2, role: "user" })).toEqual({
      type: "session",
      id: "s1",
      label: "session answer_0714, turn 3 (user)",
      href: "/sessions/s1",
    });
  });

  it("names a fact sheet's extractor and session", () => {
    const source = describeHitSource({ ...base, kind: "fact_sheet", id: "f1", sessionId: "s1", sessionExternalId: "e1", extractor: "facts@2" });
    expect(source).toEqual({ type: "session", id: "s1", label: "fact sheet by facts@2 of session e1", href: "/sessions/s1" });
  });

  it("describes a document fragment without a link", () => {
    expect(describeHitSource({ ...base, observationSource: "handbook.pdf", position: 0 })).toEqual({
      type: "document",
      id: null,
      label: "document handbook.pdf, part 1",
      href: null,
    });
    expect(describeHitSource(base).label).toBe("document fragment");
  });
});

describe("describeHitLink", () => {
  const origin = { sessionExternalId: "answer_0714", observationSource: null, extractor: null } as const;
  it("names a session turn by the number the session page shows", () => {
    expect(describeHitLink({ ...origin, kind: "observation", id: "o1", sessionId: "s1", position: 2, role: "user" })).toBe(
      "session answer_0714, turn #2 (user)",
    );
    expect(describeHitLink({ ...origin, kind: "observation", id: "o1", sessionId: "s1", position: 0, role: null })).toBe("session answer_0714, turn #0");
  });

  it("names memories, fact sheets and documents by their source", () => {
    expect(describeHitLink({ ...origin, kind: "memory", id: "m1", sessionId: null, position: null, role: null })).toBe("open memory");
    expect(describeHitLink({ ...origin, kind: "fact_sheet", id: "f1", sessionId: "s1", position: null, role: null, extractor: "facts@1" })).toBe(
      "fact sheet by facts@1 of session answer_0714",
    );
  });
});

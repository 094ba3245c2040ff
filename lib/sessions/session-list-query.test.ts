import { describe, expect, it } from "vitest";
import { parseSessionListQuery, sessionListHref } from "@/lib/sessions/session-list-query";

describe("parseSessionListQuery", () => {
  it("reads every filter from the URL", () => {
    expect(
      parseSessionListQuery({ benchmark: "b1", type: "single-session-assistant", evidence: "only", extractor: "e1", sort: "coverage", q: " rent ", page: "3" }),
    ).toEqual({
      benchmark: "b1",
      type: "single-session-assistant",
      evidence: "only",
      extractor: "e1",
      sort: "coverage",
      q: "rent",
      page: 3,
    });
  });

  it("reads malformed values as unset and coverage without an extractor as date order", () => {
    expect(parseSessionListQuery({ evidence: "yes", sort: "coverage", page: "-2", q: "", benchmark: ["b1", "b2"] })).toEqual({
      benchmark: "b1",
      type: undefined,
      evidence: undefined,
      extractor: undefined,
      sort: "date",
      q: undefined,
      page: 1,
    });
  });
});

describe("sessionListHref", () => {
  const query = parseSessionListQuery({ benchmark: "b1", extractor: "e1", sort: "coverage", page: "4" });

  it("keeps the filters and goes back to page one when one changes", () => {
    expect(sessionListHref(query, { type: "multi-session" })).toBe("/sessions?benchmark=b1&type=multi-session&extractor=e1&sort=coverage");
  });

  it("changes only the page when asked to", () => {
    expect(sessionListHref(query, { page: 5 })).toBe("/sessions?benchmark=b1&extractor=e1&sort=coverage&page=5");
  });

  it("drops the coverage order with the extractor", () => {
    expect(sessionListHref(query, { extractor: undefined })).toBe("/sessions?benchmark=b1");
  });
});

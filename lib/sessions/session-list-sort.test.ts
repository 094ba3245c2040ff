import { describe, expect, it } from "vitest";
import { parseSessionListQuery, sessionListHref, sessionSortOf } from "@/lib/sessions/session-list-query";

const read = (href: string) => parseSessionListQuery(Object.fromEntries(new URL(href, "http://x").searchParams));

describe("the sessions list's sort in the URL", () => {
  it("reads a column and a direction, each column starting at its own direction", () => {
    expect(sessionSortOf(read("/sessions?sort=turns"))).toEqual({ sort: "turns", dir: "desc" });
    expect(sessionSortOf(read("/sessions?sort=session&dir=desc"))).toEqual({ sort: "session", dir: "desc" });
    expect(sessionSortOf(read("/sessions"))).toEqual({ sort: "date", dir: "desc" });
    expect(sessionSortOf(read("/sessions?extractor=e1&sort=coverage"))).toEqual({ sort: "coverage", dir: "asc" });
  });

  it("round-trips a view through its URL and leaves default directions out", () => {
    const href = sessionListHref(read("/sessions?benchmark=b1&extractor=e1"), { sort: "lost", dir: "asc" });
    expect(href).toBe("/sessions?benchmark=b1&extractor=e1&sort=lost&dir=asc");
    expect(sessionSortOf(read(href))).toEqual({ sort: "lost", dir: "asc" });
    expect(sessionListHref(read("/sessions"), { sort: "turns", dir: "desc" })).toBe("/sessions?sort=turns");
    expect(sessionListHref(read("/sessions?sort=haystacks&dir=asc&page=3"), { page: 4 })).toBe("/sessions?sort=haystacks&dir=asc&page=4");
  });

  it("reads hostile or meaningless sorts as date order", () => {
    expect(sessionSortOf(read("/sessions?sort=%22;DROP%20TABLE&dir=up"))).toEqual({ sort: "date", dir: "desc" });
    // Lost details belong to an extractor's sheets, like coverage.
    expect(sessionSortOf(read("/sessions?sort=lost&dir=asc"))).toEqual({ sort: "date", dir: "desc" });
    expect(sessionListHref(read("/sessions?extractor=e1&sort=lost&dir=asc"), { extractor: undefined })).toBe("/sessions");
    expect(parseSessionListQuery({ sort: ["turns", "date"] }).sort).toBe("turns");
  });
});

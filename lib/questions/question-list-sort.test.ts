import { describe, expect, it } from "vitest";
import { parseQuestionListQuery, questionListHref, questionSortOf } from "@/lib/questions/question-list-query";

const read = (href: string) => parseQuestionListQuery(Object.fromEntries(new URL(href, "http://x").searchParams));

describe("the questions list's sort in the URL", () => {
  it("reads a column and a direction; numbers start with the largest", () => {
    expect(questionSortOf(read("/questions"))).toEqual({ sort: "question", dir: "asc" });
    expect(questionSortOf(read("/questions?sort=evidence"))).toEqual({ sort: "evidence", dir: "desc" });
    expect(questionSortOf(read("/questions?sort=type&dir=desc"))).toEqual({ sort: "type", dir: "desc" });
  });

  it("round-trips a view and keeps the sort when a filter changes", () => {
    const query = read("/questions?type=multi-session&sort=haystack&dir=asc&page=2");
    expect(questionListHref(query)).toBe("/questions?type=multi-session&sort=haystack&dir=asc");
    expect(questionListHref(query, { abstention: "only" })).toBe("/questions?type=multi-session&abstention=only&sort=haystack&dir=asc");
    expect(questionListHref(query, { page: 3 })).toBe("/questions?type=multi-session&sort=haystack&dir=asc&page=3");
    expect(questionListHref(read("/questions"), { sort: "question", dir: "asc" })).toBe("/questions");
  });

  it("reads hostile values as the default order", () => {
    expect(questionSortOf(read("/questions?sort=%3Cscript%3E&dir=%00"))).toEqual({ sort: "question", dir: "asc" });
    expect(questionSortOf(read("/questions?sort=answer&dir=sideways"))).toEqual({ sort: "answer", dir: "asc" });
  });
});

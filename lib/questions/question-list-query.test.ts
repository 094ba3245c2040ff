import { describe, expect, it } from "vitest";
import { parseQuestionListQuery, questionListHref } from "@/lib/questions/question-list-query";
import { questionTypeLabel, questionTypeOptions } from "@/lib/questions/question-type-label";

describe("parseQuestionListQuery", () => {
  it("reads the filters and ignores malformed ones", () => {
    expect(parseQuestionListQuery({ benchmark: "b", type: "single-session-assistant", abstention: "only", page: "2" })).toEqual({
      benchmark: "b",
      type: "single-session-assistant",
      abstention: "only",
      page: 2,
    });
    expect(parseQuestionListQuery({ abstention: "maybe", page: "x" })).toEqual({ benchmark: undefined, type: undefined, abstention: undefined, page: 1 });
  });
});

describe("questionListHref", () => {
  it("keeps filters, resets the page on a filter change and keeps it on a page change", () => {
    const query = parseQuestionListQuery({ type: "multi-session", page: "3" });
    expect(questionListHref(query, { abstention: "exclude" })).toBe("/questions?type=multi-session&abstention=exclude");
    expect(questionListHref(query, { page: 4 })).toBe("/questions?type=multi-session&page=4");
  });
});

describe("question type labels", () => {
  it("names questions about what the assistant said", () => {
    expect(questionTypeLabel("single-session-assistant")).toBe("What the assistant said");
    expect(questionTypeLabel("custom")).toBe("custom");
    const options = questionTypeOptions(["zeta", "multi-session"]);
    expect(options.find((o) => o.value === "single-session-assistant")?.label).toBe("What the assistant said (single-session-assistant)");
    expect(options.at(-1)).toEqual({ value: "zeta", label: "zeta (zeta)" });
  });
});

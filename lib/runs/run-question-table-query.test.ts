import { describe, expect, it } from "vitest";
import { runResultFixture } from "@/lib/runs/run-result-fixture";
import { buildRunPageView } from "@/lib/runs/build-run-page-view";
import {
  DEFAULT_RUN_QUESTION_QUERY,
  runQuestionTableQuerySchema,
  runQuestionTableSearch,
  runQuestionTypes,
  selectRunQuestionRows,
} from "@/lib/runs/run-question-table-query";
import { parseSearchParams } from "@/lib/validation/parse-search-params";

const result = runResultFixture;

const rows = buildRunPageView([
  result("q1", true, "multi-session", { readerInputTokens: 300, hypothesis: "Blue", retrievedSessionIds: ["s1"], answerSessionIds: ["s1"] }),
  result("q2", false, "multi-session", { readerInputTokens: 100, hypothesis: "apple", retrievedSessionIds: ["s9"], answerSessionIds: ["s2"] }),
  result("q3", false, "temporal-reasoning", {
    readerInputTokens: 200,
    hypothesis: "Cherry",
    retrievedSessionIds: ["s3"],
    answerSessionIds: ["s3"],
    evidenceCoverage: 1,
    answerInContext: true,
  }),
  result("q4", null, "temporal-reasoning"),
]).questions;

const ids = (query: Partial<typeof DEFAULT_RUN_QUESTION_QUERY>, perPage?: number) =>
  selectRunQuestionRows(rows, { ...DEFAULT_RUN_QUESTION_QUERY, ...query }, perPage).rows.map((r) => r.questionExternalId);

describe("runQuestionTableQuerySchema", () => {
  it("reads a shared view back from its URL", () => {
    const query = { ...DEFAULT_RUN_QUESTION_QUERY, sort: "tokens", dir: "desc", verdict: "wrong", type: "multi-session", lost: "retrieval", page: 2 } as const;
    const search = runQuestionTableSearch(query);
    expect(search).toBe("?sort=tokens&dir=desc&verdict=wrong&type=multi-session&lost=retrieval&page=2");
    const params = Object.fromEntries(new URLSearchParams(search));
    expect(parseSearchParams(runQuestionTableQuerySchema, params).data).toEqual(query);
  });

  it("keeps a default view's URL plain", () => {
    expect(runQuestionTableSearch(DEFAULT_RUN_QUESTION_QUERY)).toBe("");
    expect(DEFAULT_RUN_QUESTION_QUERY).toEqual({ sort: "question", dir: "asc", page: 1 });
  });

  it("falls back to defaults for hostile values without losing the good ones", () => {
    const { data, problems } = parseSearchParams(runQuestionTableQuerySchema, {
      sort: "1; DROP TABLE",
      dir: ["asc", "desc"],
      verdict: "maybe",
      type: "x".repeat(500),
      lost: "<script>",
      page: "0",
    });
    expect(data).toEqual({ sort: "question", dir: "asc", page: 1 });
    expect(problems).toEqual(["“dir” appears 2 times in the address; the first one was used."]);
  });
});

describe("selectRunQuestionRows", () => {
  it("filters by verdict, type and the stage where the answer was lost", () => {
    expect(ids({ verdict: "wrong" })).toEqual(["q2", "q3"]);
    expect(ids({ verdict: "unjudged" })).toEqual(["q4"]);
    expect(ids({ verdict: "wrong", type: "temporal-reasoning" })).toEqual(["q3"]);
    expect(ids({ lost: "retrieval" })).toEqual(["q2"]);
    expect(ids({ lost: "answer" })).toEqual(["q3"]);
    expect(ids({ type: "no-such-type" })).toEqual([]);
  });

  it("sorts by any column over every row, missing values last in either direction", () => {
    expect(ids({ sort: "tokens", dir: "asc" })).toEqual(["q2", "q3", "q1", "q4"]);
    expect(ids({ sort: "tokens", dir: "desc" })).toEqual(["q1", "q3", "q2", "q4"]);
    expect(ids({ sort: "hypothesis", dir: "asc" })).toEqual(["q2", "q1", "q3", "q4"]);
    expect(ids({ sort: "verdict", dir: "asc" })).toEqual(["q2", "q3", "q1", "q4"]);
    expect(ids({ sort: "retrieval", dir: "asc" })[0]).toBe("q2");
    expect(ids({ sort: "question", dir: "desc" })).toEqual(["q4", "q3", "q2", "q1"]);
  });

  it("pages after sorting, and a page past the end shows the last page", () => {
    expect(ids({ sort: "tokens", dir: "desc", page: 2 }, 2)).toEqual(["q2", "q4"]);
    const last = selectRunQuestionRows(rows, { ...DEFAULT_RUN_QUESTION_QUERY, page: 99 }, 3);
    expect([last.page, last.pageCount, last.total, last.rows.length]).toEqual([2, 2, 4, 1]);
  });

  it("lists the run's question types for the filter", () => {
    expect(runQuestionTypes(rows)).toEqual(["multi-session", "temporal-reasoning"]);
  });
});

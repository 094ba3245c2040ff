import { describe, expect, it } from "vitest";
import { headlines, machineText } from "@/scripts/bench/report-summary";

describe("benchmark headlines", () => {
  it("reads the import ratio, search p95, inbox, session page and experiment overhead from their JSON", () => {
    expect(
      headlines("import-throughput", { ratio: 0.76, target: 0.7, importer: { turns: 116324, turnsPerSecond: 1226 }, raw: { turnsPerSecond: 1605 } }),
    ).toEqual([{ benchmark: "import-throughput", figure: "importer / raw INSERT, 116,324 turns", result: "0.76 (1,226 vs 1,605 turns/s)", target: "≥ 0.7" }]);
    expect(headlines("search-latency", { data: { observations: 100000 }, latencyMs: { p50: 42, p95: 69, p99: 107 } })[0]!.result).toBe(
      "69 ms (p50 42, p99 107)",
    );
    expect(headlines("inbox-first-page", { pendingProposals: 10000, medianMs: 21, p95Ms: 75, targetMs: 200 })[0]).toMatchObject({
      result: "median 21 ms, p95 75 ms",
      target: "< 200 ms",
    });
    expect(headlines("session-page-time", { setup: { turns: 500 }, budgetMs: 300, ms: { total: { median: 199, p90: 230 } } })[0]!.result).toBe(
      "median 199 ms, p90 230 ms",
    );
    expect(
      headlines("experiment-overhead", { questions: 500, overhead: 6.5, loreSecondsPerQuestion: 0.085, directSecondsPerQuestion: 0.013 }).map((r) => r.result),
    ).toEqual(["6.5× (0.085 vs 0.013 s/question)"]);
    expect(
      headlines("experiment-overhead", {
        questions: 500,
        overhead: 1.4,
        loreSecondsPerQuestion: 0.03,
        directSecondsPerQuestion: 0.022,
        overheadVsReadsOnly: 1.6,
        directReadsOnlySecondsPerQuestion: 0.018,
      }).map((r) => r.result),
    ).toEqual(["1.4× (0.03 vs 0.022 s/question)", "1.6× (0.03 vs 0.018 s/question)"]);
  });

  it("gives one row per page of page-server-times", () => {
    const rows = headlines("page-server-times", {
      results: [
        { name: "compare page", medianMs: 90, p90Ms: 110, budgetMs: 300 },
        { name: "runs list", medianMs: 12, p90Ms: 15, budgetMs: null },
      ],
    });
    expect(rows.map((r) => [r.figure, r.result, r.target])).toEqual([
      ["compare page", "median 90 ms, p90 110 ms", "< 300 ms"],
      ["runs list", "median 12 ms, p90 15 ms", "—"],
    ]);
  });

  it("gives throughput, latency and errors per workload and database, the exactly-once verdict, and a skipped database", () => {
    const workload = (rps: number) => ({ connections: 50, responsesPerSecond: rps, latencyMs: { p50: 10, p95: 20, p99: 30 } });
    const rows = headlines("load", {
      seconds: 60,
      results: [
        {
          target: "embedded",
          decisions: { ...workload(40), ledger: { raced409: 12 } },
          searches: workload(55),
          errors: { decisions: 0, searches: 1, decisionErrorRate: 0, searchErrorRate: 0.0005 },
          verification: { exactlyOnce: true, decidedInDb: 2400 },
        },
        { target: "postgres15", skipped: "PostgreSQL is not reachable" },
      ],
    });
    expect(rows.map((r) => `${r.figure} | ${r.result}`)).toEqual([
      "embedded: decide, 50 connections, 60 s | 40 req/s; p50 10 / p95 20 / p99 30 ms; 0 errors (0.00%)",
      "embedded: search, 50 connections, 60 s | 55 req/s; p50 10 / p95 20 / p99 30 ms; 1 errors (0.05%)",
      "embedded: every decision recorded exactly once | yes: 2,400 decided, 12 raced 409s",
      "postgres15: 50 reviewers + 50 searchers | skipped: PostgreSQL is not reachable",
    ]);
  });

  it("reports Lore's hybrid beside BM25 on the held-back half of the retrieval-quality benchmark", () => {
    const row = (retriever: string, any: number, all: number) => ({
      group: "held-back: all",
      retriever,
      n: 113,
      recallAny: { "10": any },
      recallAll: { "10": all },
    });
    const rows = headlines("retrieval-quality", {
      sections: [
        { title: "Dev benchmark, tune half", rows: [row("lore hybrid", 0.5, 0.5)] },
        {
          title: "Dev benchmark, held-back half",
          rows: [row("lore hybrid", 0.991, 0.956), row("bm25", 0.982, 0.894), { ...row("bm25", 0, 0), group: "held-back: temporal-reasoning" }],
        },
      ],
    });
    expect(rows.map((r) => `${r.figure} | ${r.result}`)).toEqual([
      "dev benchmark, held-back half (113 questions): recall_any@10 / recall_all@10 | Lore hybrid 0.991 / 0.956; BM25 0.982 / 0.894",
    ]);
  });

  it("says so when a benchmark left no result", () => {
    expect(headlines("search-latency", null)).toEqual([
      { benchmark: "search-latency", figure: "(no result)", result: "the benchmark failed or did not run", target: "" },
    ]);
  });
});

describe("machineText", () => {
  it("reads each shape benchmarks use for the machine and falls back otherwise", () => {
    expect(machineText("EPYC x2", "fb")).toBe("EPYC x2");
    expect(machineText({ summary: "EPYC x2, 23.5 GiB" }, "fb")).toBe("EPYC x2, 23.5 GiB");
    expect(machineText({ cpu: "EPYC", cores: 2, memoryGB: 25.3, node: "v20.20.2" }, "fb")).toBe("EPYC x2, 25.3 GB, Node v20.20.2");
    expect(machineText(undefined, "fb")).toBe("fb");
  });
});

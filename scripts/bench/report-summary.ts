// The headline figure of each benchmark, read from the JSON it wrote, for the summary table at
// the top of bench-results/REPORT.md (and the README). Pure: run-all passes the parsed files in.

export type Headline = { benchmark: string; figure: string; result: string; target: string };

type Json = Record<string, unknown>;

const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const num = (value: unknown): string => (typeof value === "number" && Number.isFinite(value) ? value.toLocaleString("en") : "?");

// Benchmarks describe their machine as a string, { summary } or { cpu, cores, memoryGB, node }.
export function machineText(value: unknown, fallback: string): string {
  if (typeof value === "string" && value) return value;
  const m = obj(value);
  if (typeof m.summary === "string") return m.summary;
  if (typeof m.cpu === "string") return `${m.cpu} x${num(m.cores)}, ${num(m.memoryGB)} GB, Node ${typeof m.node === "string" ? m.node : "?"}`;
  return fallback;
}

function loadHeadlines(json: Json): Headline[] {
  const rows: Headline[] = [];
  for (const raw of Array.isArray(json.results) ? json.results : []) {
    const r = obj(raw);
    const target = String(r.target ?? "?");
    if (typeof r.skipped === "string") {
      rows.push({ benchmark: "load", figure: `${target}: 50 reviewers + 50 searchers`, result: `skipped: ${r.skipped}`, target: "error rate 0" });
      continue;
    }
    const errors = obj(r.errors);
    const workload = (name: string, w: Json, errorCount: unknown, rate: unknown) => {
      const l = obj(w.latencyMs);
      rows.push({
        benchmark: "load",
        figure: `${target}: ${name}, ${num(w.connections)} connections, ${num(json.seconds)} s`,
        result: `${num(w.responsesPerSecond)} req/s; p50 ${num(l.p50)} / p95 ${num(l.p95)} / p99 ${num(l.p99)} ms; ${num(errorCount)} errors (${typeof rate === "number" ? (rate * 100).toFixed(2) : "?"}%)`,
        target: "error rate 0",
      });
    };
    workload("decide", obj(r.decisions), errors.decisions, errors.decisionErrorRate);
    workload("search", obj(r.searches), errors.searches, errors.searchErrorRate);
    const v = obj(r.verification);
    rows.push({
      benchmark: "load",
      figure: `${target}: every decision recorded exactly once`,
      result: `${v.exactlyOnce === true ? "yes" : "NO"}: ${num(v.decidedInDb)} decided, ${num(obj(obj(r.decisions).ledger).raced409)} raced 409s`,
      target: "yes",
    });
  }
  return rows;
}

// The held-back half of the dev benchmark, overall: Lore's default retriever beside BM25.
function retrievalQualityHeadlines(json: Json): Headline[] {
  const sections = Array.isArray(json.sections) ? json.sections.map(obj) : [];
  const held = sections.find((s) => s.title === "Dev benchmark, held-back half");
  const rows = (Array.isArray(held?.rows) ? held.rows : []).map(obj).filter((r) => String(r.group).endsWith(": all"));
  const fixed = (value: unknown) => (typeof value === "number" ? value.toFixed(3) : "?");
  const line = (retriever: string) => {
    const r = rows.find((x) => x.retriever === retriever);
    return r ? `${fixed(obj(r.recallAny)["10"])} / ${fixed(obj(r.recallAll)["10"])}` : "?";
  };
  return [
    {
      benchmark: "retrieval-quality",
      figure: `dev benchmark, held-back half (${num(rows[0]?.n)} questions): recall_any@10 / recall_all@10`,
      result: `Lore hybrid ${line("lore hybrid")}; BM25 ${line("bm25")}`,
      target: "hybrid ahead of BM25; goals 0.99 / 0.95",
    },
  ];
}

export function headlines(name: string, result: unknown): Headline[] {
  const json = obj(result);
  if (!result) return [{ benchmark: name, figure: "(no result)", result: "the benchmark failed or did not run", target: "" }];
  switch (name) {
    case "import-throughput": {
      const importer = obj(json.importer);
      const raw = obj(json.raw);
      return [
        {
          benchmark: name,
          figure: `importer / raw INSERT, ${num(importer.turns)} turns`,
          result: `${num(json.ratio)} (${num(importer.turnsPerSecond)} vs ${num(raw.turnsPerSecond)} turns/s)`,
          target: `≥ ${num(json.target)}`,
        },
      ];
    }
    case "search-latency": {
      const l = obj(json.latencyMs);
      return [
        {
          benchmark: name,
          figure: `hybrid search, ${num(obj(json.data).observations)} observations, p95`,
          result: `${num(l.p95)} ms (p50 ${num(l.p50)}, p99 ${num(l.p99)})`,
          target: "p95 < 100 ms",
        },
      ];
    }
    case "inbox-first-page":
      return [
        {
          benchmark: name,
          figure: `inbox first page, ${num(json.pendingProposals)} pending (server)`,
          result: `median ${num(json.medianMs)} ms, p95 ${num(json.p95Ms)} ms`,
          target: `< ${num(json.targetMs)} ms`,
        },
      ];
    case "session-page-time": {
      const total = obj(obj(json.ms).total);
      return [
        {
          benchmark: name,
          figure: `session page, ${num(obj(json.setup).turns)} turns (server)`,
          result: `median ${num(total.median)} ms, p90 ${num(total.p90)} ms`,
          target: `< ${num(json.budgetMs)} ms`,
        },
      ];
    }
    case "page-server-times":
      return (Array.isArray(json.results) ? json.results : []).map((raw) => {
        const r = obj(raw);
        return {
          benchmark: name,
          figure: String(r.name ?? "?"),
          result: `median ${num(r.medianMs)} ms, p90 ${num(r.p90Ms)} ms`,
          target: r.budgetMs == null ? "—" : `< ${num(r.budgetMs)} ms`,
        };
      });
    case "experiment-overhead":
      return [
        {
          benchmark: name,
          figure: `retrieval experiment vs the same SQL run directly (reads and result writes), ${num(json.questions)} questions`,
          result: `${num(json.overhead)}× (${num(json.loreSecondsPerQuestion)} vs ${num(json.directSecondsPerQuestion)} s/question)`,
          target: "≤ 1.5×",
        },
        // Older reports have no reads-only baseline.
        ...(json.overheadVsReadsOnly === undefined
          ? []
          : [
              {
                benchmark: name,
                figure: "the same, against the direct reads alone (no result writes)",
                result: `${num(json.overheadVsReadsOnly)}× (${num(json.loreSecondsPerQuestion)} vs ${num(json.directReadsOnlySecondsPerQuestion)} s/question)`,
                target: "—",
              },
            ]),
      ];
    case "load":
      return loadHeadlines(json);
    case "retrieval-quality":
      return retrievalQualityHeadlines(json);
    default:
      return [{ benchmark: name, figure: "(no headline defined)", result: "see its section", target: "" }];
  }
}

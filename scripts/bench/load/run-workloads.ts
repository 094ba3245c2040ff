// Two autocannon instances at once against one Lore (or a pair per app server when `urls` names
// several, the connections split evenly and every instance drawing from the same decision plan
// and search list, so a deliberate race's two requests usually land on different servers):
// reviewers deciding proposals and clients searching, each on its own connections, for the same
// wall-clock window. Latency is timed per
// request here (from building the request, which autocannon writes at once, to its response),
// so that p95 is available and requests of unknown outcome stay out of it.
import autocannon from "autocannon";
import { createDecisionLedger, type LedgerSummary } from "@/scripts/bench/load/decision-ledger";
import { decisionRequest, type DecisionItem } from "@/scripts/bench/load/decision-plan";
import { summarizeLatencies, type LatencySummary } from "@/scripts/bench/load/latency-summary";

export type WorkloadResult = {
  connections: number;
  seconds: number;
  requestsSent: number;
  responses: number;
  responsesPerSecond: number;
  status: Record<string, number>;
  // Connection errors and timeouts as autocannon counts them (a timeout is also an error).
  connectionErrors: number;
  timeouts: number;
  errorMessages: Record<string, number>;
  latencyMs: LatencySummary;
  autocannonLatencyMs: { p50: number; p99: number };
};

export type DecisionWorkload = WorkloadResult & { ledger: LedgerSummary; exhausted: number };

type Context = { ticket?: number };

function countInto(counts: Record<string, number>, key: string) {
  counts[key] = (counts[key] ?? 0) + 1;
}

function start(options: autocannon.Options, onError: (error: unknown) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("reqError", onError);
  });
}

// Several instances' results as one: errors and timeouts add up; of autocannon's own latency the
// mean p50 and the worst p99 are kept (the percentiles that count are timed here, over every request).
function combine(results: autocannon.Result[]): Pick<autocannon.Result, "errors" | "timeouts"> & { latency: { p50: number; p99: number } } {
  return {
    errors: results.reduce((s, r) => s + r.errors, 0),
    timeouts: results.reduce((s, r) => s + r.timeouts, 0),
    latency: {
      p50: results.reduce((s, r) => s + r.latency.p50, 0) / results.length,
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
  };
}

// `total` connections split over `parts` instances as evenly as whole numbers allow.
function split(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

function summarize(input: {
  result: ReturnType<typeof combine>;
  connections: number;
  seconds: number;
  sent: number;
  latencies: number[];
  status: Record<string, number>;
  errorMessages: Record<string, number>;
}): WorkloadResult {
  const responses = Object.values(input.status).reduce((s, n) => s + n, 0);
  return {
    connections: input.connections,
    seconds: input.seconds,
    requestsSent: input.sent,
    responses,
    responsesPerSecond: Math.round((responses / input.seconds) * 10) / 10,
    status: input.status,
    connectionErrors: input.result.errors,
    timeouts: input.result.timeouts,
    errorMessages: input.errorMessages,
    latencyMs: summarizeLatencies(input.latencies),
    autocannonLatencyMs: { p50: input.result.latency.p50, p99: input.result.latency.p99 },
  };
}

export async function runWorkloads(input: {
  urls: string[];
  seconds: number;
  reviewers: number;
  searchers: number;
  decisions: DecisionItem[];
  searches: { token: string; path: string }[];
  timeoutSeconds: number;
}) {
  const ledger = createDecisionLedger();
  const decisionStarted: number[] = [];
  const decisionLatencies: number[] = [];
  const decisionStatus: Record<string, number> = {};
  const decisionErrors: Record<string, number> = {};
  let nextDecision = 0;
  let exhausted = 0;

  const searchStarted: number[] = [];
  const searchLatencies: number[] = [];
  const searchStatus: Record<string, number> = {};
  const searchErrors: Record<string, number> = {};
  let nextSearch = 0;

  // One autocannon instance per app server, the workload's connections split between them.
  const spread = (connections: number, request: autocannon.Request, errors: Record<string, number>) =>
    Promise.all(
      split(connections, input.urls.length).map((share, i) =>
        start({ url: input.urls[i]!, connections: share, duration: input.seconds, timeout: input.timeoutSeconds, requests: [request] }, (error) =>
          countInto(errors, error instanceof Error ? error.message : String(error)),
        ),
      ),
    );

  const reviewing = spread(
    input.reviewers,
    {
      setupRequest: (request, context: Context) => {
        const item = input.decisions[nextDecision++];
        if (!item) {
          // Out of proposals: keep the connection busy with a harmless read, counted apart.
          exhausted++;
          context.ticket = -1;
          return { ...request, method: "GET", path: "/api/health", body: undefined, headers: {} };
        }
        const ticket = ledger.send(item);
        context.ticket = ticket;
        decisionStarted[ticket] = performance.now();
        const { path, body } = decisionRequest(item);
        return { ...request, method: "POST", path, body, headers: { authorization: `Bearer ${item.token}`, "content-type": "application/json" } };
      },
      onResponse: (status, _body, context: Context) => {
        const ticket = context.ticket ?? -1;
        if (ticket < 0) return;
        ledger.answer(ticket, status);
        decisionLatencies.push(performance.now() - decisionStarted[ticket]!);
        countInto(decisionStatus, String(status));
      },
    },
    decisionErrors,
  );

  const searching = spread(
    input.searchers,
    {
      setupRequest: (request, context: Context) => {
        const search = input.searches[nextSearch % input.searches.length]!;
        context.ticket = nextSearch++;
        searchStarted[context.ticket] = performance.now();
        return { ...request, method: "GET", path: search.path, headers: { authorization: `Bearer ${search.token}` } };
      },
      onResponse: (status, _body, context: Context) => {
        searchLatencies.push(performance.now() - searchStarted[context.ticket!]!);
        countInto(searchStatus, String(status));
      },
    },
    searchErrors,
  );

  const [reviewResults, searchResults] = await Promise.all([reviewing, searching]);
  const reviewResult = combine(reviewResults);
  const searchResult = combine(searchResults);
  const decisions: DecisionWorkload = {
    ...summarize({
      result: reviewResult,
      connections: input.reviewers,
      seconds: input.seconds,
      sent: ledger.summary().sent,
      latencies: decisionLatencies,
      status: decisionStatus,
      errorMessages: decisionErrors,
    }),
    ledger: ledger.summary(),
    exhausted,
  };
  const searches = summarize({
    result: searchResult,
    connections: input.searchers,
    seconds: input.seconds,
    sent: nextSearch,
    latencies: searchLatencies,
    status: searchStatus,
    errorMessages: searchErrors,
  });
  return { decisions, searches };
}

// The load benchmark's Markdown: one table row per database and workload, then a paragraph per
// database with the 409s, the exactly-once verdict and the app's log.
import type { WorkloadResult } from "./run-workloads";
import type { TargetResult } from "./load-result";

export type MarkdownContext = { reviewers: number; searchers: number; seconds: number; machine: string; date: string; command: string; out: string };

export function loadMarkdown(results: TargetResult[], c: MarkdownContext): string {
  const lines = [
    `## Load: ${c.reviewers} reviewers deciding + ${c.searchers} clients searching, ${c.seconds} s, HTTP on loopback (autocannon)\n`,
    "| Database | Workload | Connections | Requests/s | p50 ms | p95 ms | p99 ms | Responses | Errors | Error rate |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const notes: string[] = [];
  for (const r of results) {
    if ("skipped" in r) {
      lines.push(`| ${r.target} | skipped: ${r.skipped} | | | | | | | | |`);
      continue;
    }
    const db = `${r.target} (PostgreSQL ${(r.database.postgres ?? "?").split(" ")[0]}${r.database.vector ? `, pgvector ${r.database.vector}` : ", no pgvector"})`;
    const row = (name: string, w: WorkloadResult, errors: number, errorRate: number) =>
      `| ${db} | ${name} | ${w.connections} | ${w.responsesPerSecond} | ${w.latencyMs.p50} | ${w.latencyMs.p95} | ${w.latencyMs.p99} | ${w.responses} | ${errors} | ${(errorRate * 100).toFixed(2)}% |`;
    lines.push(row("decide (accept/reject)", r.decisions, r.errors.decisions, r.errors.decisionErrorRate));
    lines.push(row("search", r.searches, r.errors.searches, r.errors.searchErrorRate));
    const l = r.decisions.ledger;
    const v = r.verification;
    notes.push(
      `- **${r.target}**: ${l.ok} decisions answered 2xx; ${l.raced409} deliberate races answered 409 (correct; ${l.races.oneWinner} of ${l.races.answered} raced proposals had exactly one winner), ${l.unexpected409} unexpected 409; ` +
        `status counts decide ${JSON.stringify(r.decisions.status)}, search ${JSON.stringify(r.searches.status)}; timeouts ${r.decisions.timeouts} + ${r.searches.timeouts}; ` +
        `${l.unanswered} decision requests in flight when the clock stopped. ` +
        `Database: ${v.decidedInDb} decided (${v.accepted} accepted, ${v.rejected} rejected), ${v.decidedWithoutAnswer} of them committed for a request whose answer never arrived; ` +
        `every decision recorded exactly once (one audit event each, one memory with one revision per accept): **${v.exactlyOnce ? "yes" : `NO: ${v.problems.join("; ")}`}**.` +
        (r.decisions.exhausted > 0
          ? ` Reviewers ran out of proposals (${r.decisions.exhausted} filler requests): raise --${r.target === "embedded" ? "embedded" : "postgres"}-proposals.`
          : "") +
        ` ${r.setup.proposals.toLocaleString("en")} pending proposals, ${r.setup.observations.toLocaleString("en")} observations; load average ${r.loadAverage.before} → ${r.loadAverage.after}.` +
        ` The app logged ${r.appLog.errorLines} error lines${r.appLog.errorLines > 0 ? ` (first: ${r.appLog.firstErrors[0]}; all in ${r.appLog.file})` : ""}.`,
    );
  }
  return [...lines, "", ...notes, "", `Machine: ${c.machine}. Date: ${c.date}.`, `Command: \`${c.command}\` (results in ${c.out}).`].join("\n");
}

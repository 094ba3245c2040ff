// The load benchmark's result for one database, as bench-results/load.json stores it.
import type { DecisionCheck } from "@/scripts/bench/load/check-decisions";
import type { DecisionWorkload, WorkloadResult } from "./run-workloads";

// postgres15-two-servers: the same PostgreSQL set-up served by two app servers at once, the
// clients split evenly between them.
export const TARGETS = ["embedded", "postgres15", "postgres15-two-servers"] as const;
export type Target = (typeof TARGETS)[number];

export type MeasuredTarget = {
  target: Target;
  database: { postgres: string | null; vector: string | null };
  setup: { proposals: number; observations: number; owners: number; raceEvery: number; rejectEvery: number; seedSeconds: number };
  loadAverage: { before: number; after: number };
  decisions: Omit<DecisionWorkload, "ledger"> & { ledger: Omit<DecisionWorkload["ledger"], "okDecisions" | "unansweredProposalIds"> };
  searches: WorkloadResult;
  errors: { decisions: number; searches: number; decisionErrorRate: number; searchErrorRate: number };
  verification: DecisionCheck;
  appLog: { file: string; errorLines: number; firstErrors: string[] };
};

export type TargetResult = { target: Target; skipped: string } | MeasuredTarget;

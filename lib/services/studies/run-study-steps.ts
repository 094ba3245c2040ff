import "server-only";
import { findExtractor } from "@/lib/dal/extractors/find-extractor";
import { claimStudy, releaseStudy } from "@/lib/dal/studies/claim-study";
import { findRunByConfigHash } from "@/lib/dal/studies/find-run-by-config-hash";
import { findStudy } from "@/lib/dal/studies/find-study";
import { getBenchmarkFingerprint } from "@/lib/dal/studies/get-benchmark-fingerprint";
import { setStudyStep } from "@/lib/dal/studies/set-study-step";
import { AppError } from "@/lib/errors";
import { runRetrievalExperiment, type Representation } from "@/lib/services/experiments/run-retrieval-experiment";
import { ChatError, chatConfigFromEnv, type ChatConfig } from "@/lib/llm/chat-completion";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";
import { loadJudgeProtocol } from "@/lib/qa/official/load-judge-protocol";
import { runQaExperiment } from "@/lib/services/qa/run-qa-experiment";
import type { PlannedStep, StudyPlan } from "@/lib/studies/plan-study";
import { env } from "@/lib/env";

export type StudyProgress = { runsDone: number; runsTotal: number; questionsDone: number; questionsTotal: number; current: string | null };

export type StudyRunOutcome = { status: "completed" | "stopped" | "failed"; problem: string | null; made: number; reused: number; failed: number };

// Runs a study's planned steps in order (retrieval runs, then the QA runs that read them) under
// one job: a step whose exact configuration already has a completed run is reused, the rest are
// made (each resumes where an earlier, killed attempt stopped). A failed step is recorded with its
// reason and the steps that do not depend on it still run.
export async function runStudySteps(input: {
  workspaceId: string;
  studyId: string;
  jobRunId: string;
  actorId: string | null;
  staleMs: number;
  // Where the official judge templates are (a LongMemEval checkout), for a plan that uses them.
  longMemEvalDir?: string | null;
  // The provider for QA steps; from LORE_LLM_* when not given.
  chat?: ChatConfig;
  concurrency: number;
  prices: { input: number; output: number };
  shouldStop: () => boolean;
  onProgress?: (progress: StudyProgress) => void;
}): Promise<StudyRunOutcome> {
  const claim = await claimStudy({ studyId: input.studyId, jobRunId: input.jobRunId, staleMs: input.staleMs });
  if (!claim.claimed) throw new AppError("CONFLICT", `This study is already running (job ${claim.heldBy}): wait for it or cancel that job.`);
  let problem: string | null = null;
  let outcome: StudyRunOutcome = { status: "completed", problem: null, made: 0, reused: 0, failed: 0 };
  try {
    outcome = await runClaimed(input);
    problem = outcome.problem;
    return outcome;
  } catch (error) {
    problem = error instanceof AppError ? error.message : "the study's job failed unexpectedly";
    throw error;
  } finally {
    await releaseStudy({ studyId: input.studyId, jobRunId: input.jobRunId, problem: outcome.status === "stopped" && !problem ? null : problem });
  }
}

async function runClaimed(input: Parameters<typeof runStudySteps>[0]): Promise<StudyRunOutcome> {
  const study = await findStudy({ workspaceId: input.workspaceId, study: input.studyId });
  if (!study) throw new AppError("NOT_FOUND", "That study does not exist.");
  const plan = study.plan as unknown as StudyPlan;
  const current = await getBenchmarkFingerprint({ benchmarkId: study.benchmarkId });
  if (current.fingerprint !== plan.benchmark.fingerprint)
    throw new AppError(
      "CONFLICT",
      `Benchmark ${plan.benchmark.name} changed since study ${study.name} was planned (its questions are not the ones the plan hashed): run lore study run with the study file again to re-plan.`,
    );

  const steps = new Map(study.steps.map((s) => [s.hash, s]));
  const runOf = new Map<string, string>();
  const total = plan.steps.length;
  const perRun = plan.benchmark.questions;
  const outcome: StudyRunOutcome = { status: "completed", problem: null, made: 0, reused: 0, failed: 0 };
  let done = 0;
  const report = (questionsInStep: number, current: string | null) =>
    input.onProgress?.({ runsDone: done, runsTotal: total, questionsDone: done * perRun + questionsInStep, questionsTotal: total * perRun, current });
  report(0, null);

  for (const step of plan.steps) {
    if (input.shouldStop()) return { ...outcome, status: "stopped" };
    const stored = steps.get(step.hash);
    // Fulfilled earlier (its run still there), or by any completed run with this configuration.
    const earlier =
      stored?.status === "done" && stored.run
        ? stored.run
        : await findRunByConfigHash({ workspaceId: input.workspaceId, benchmarkId: study.benchmarkId, hash: step.hash });
    if (earlier) {
      runOf.set(step.hash, earlier.id);
      if (stored?.status !== "done" || stored.runId !== earlier.id) {
        await setStudyStep({ studyId: study.id, hash: step.hash, status: "done", runId: earlier.id, reused: earlier.name !== step.runName });
        if (earlier.name !== step.runName) outcome.reused++;
      }
      done++;
      report(0, null);
      continue;
    }
    if (step.from && !runOf.has(step.from)) {
      await setStudyStep({ studyId: study.id, hash: step.hash, status: "failed", error: "its retrieval run did not complete" });
      outcome.failed++;
      continue;
    }
    await setStudyStep({ studyId: study.id, hash: step.hash, status: "running" });
    try {
      const result = await runStep({
        ...input,
        benchmarkId: study.benchmarkId,
        step,
        fromRunId: step.from ? runOf.get(step.from)! : null,
        onQuestions: (n) => report(n, step.runName),
      });
      if (!result.complete) {
        await setStudyStep({ studyId: study.id, hash: step.hash, status: "pending", runId: result.runId });
        return { ...outcome, status: "stopped" };
      }
      runOf.set(step.hash, result.runId);
      await setStudyStep({ studyId: study.id, hash: step.hash, status: "done", runId: result.runId, reused: false });
      outcome.made++;
      done++;
      report(0, null);
    } catch (error) {
      const message = stepProblem(error);
      if (message === null) throw error;
      await setStudyStep({ studyId: study.id, hash: step.hash, status: "failed", error: message });
      outcome.failed++;
      outcome.problem ??= `${step.runName}: ${message}`;
    }
  }
  if (outcome.failed) outcome.status = "failed";
  return outcome;
}

// What a user can act on; anything else is a bug and propagates.
function stepProblem(error: unknown): string | null {
  if (error instanceof AppError || error instanceof ChatError || error instanceof JudgeProtocolError) return error.message;
  return null;
}

async function runStep(input: {
  workspaceId: string;
  benchmarkId: string;
  actorId: string | null;
  step: PlannedStep;
  fromRunId: string | null;
  longMemEvalDir?: string | null;
  chat?: ChatConfig;
  concurrency: number;
  prices: { input: number; output: number };
  shouldStop: () => boolean;
  onQuestions: (done: number) => void;
}): Promise<{ runId: string; complete: boolean }> {
  const { step, settings } = { step: input.step, settings: input.step.settings };
  if (step.kind === "retrieval") {
    let representation: Representation = { kind: settings.representation === "memories" ? "memories" : "sessions" };
    if (settings.representation.startsWith("factsheets:")) {
      const label = settings.representation.slice("factsheets:".length);
      const at = label.lastIndexOf("@");
      const extractor = await findExtractor({ workspaceId: input.workspaceId, name: label.slice(0, at), version: label.slice(at + 1) });
      if (!extractor) throw new AppError("NOT_FOUND", `no extractor ${label} in this workspace`);
      representation = { kind: "factsheets", extractorId: extractor.id, label };
    }
    const summary = await runRetrievalExperiment({
      workspaceId: input.workspaceId,
      benchmarkId: input.benchmarkId,
      name: step.runName,
      representation,
      retriever: settings.retriever,
      k: settings.k,
      budget: settings.budget,
      encoding: "o200k_base",
      actorId: input.actorId,
      configHash: step.hash,
      shouldStop: input.shouldStop,
      onProgress: (done) => input.onQuestions(done),
    });
    return { runId: summary.runId, complete: summary.complete };
  }
  const protocol = loadJudgeProtocol(settings.judgeProtocol === "official" ? (input.longMemEvalDir ?? env().LORE_LONGMEMEVAL_DIR ?? null) : null);
  if (settings.judgeProtocol === "official" && !input.longMemEvalDir && !env().LORE_LONGMEMEVAL_DIR)
    throw new AppError("INVALID_INPUT", "the official judge needs a LongMemEval checkout: set LORE_LONGMEMEVAL_DIR (or pass --longmemeval-dir)");
  if (protocol.id !== step.judgeProtocolId)
    throw new AppError(
      "CONFLICT",
      `the judge protocol is now ${protocol.id}, but the study was planned with ${step.judgeProtocolId}: run lore study run again to re-plan`,
    );
  const summary = await runQaExperiment({
    workspaceId: input.workspaceId,
    fromRun: input.fromRunId!,
    name: step.runName,
    reader: settings.reader!,
    judge: settings.judge!,
    prompt: settings.prompt ?? "typed",
    judgeProtocol: protocol,
    chat: input.chat ?? chatConfigFromEnv(),
    concurrency: input.concurrency,
    prices: input.prices,
    actorId: input.actorId,
    configHash: step.hash,
    shouldStop: input.shouldStop,
    onProgress: (done) => input.onQuestions(done),
  });
  return { runId: summary.runId, complete: summary.complete };
}

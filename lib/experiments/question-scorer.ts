import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { z } from "@/lib/zod";
import { AppError } from "@/lib/errors";
import { yieldToEventLoop } from "@/lib/experiments/pipeline";
import { buildQuestionContext, scoreQuestion, scoreQuestionEvidence, type QuestionToScore, type ScoredQuestion } from "@/lib/experiments/score-question";
import type { ScoreReply, ScoreRequest } from "@/lib/experiments/score-question-worker";

/**
 * Where a retrieval run computes each question's context, tokens and evidence coverage: "worker"
 * on a worker thread, so the main thread's event loop stays free to hand the one database
 * connection from query to query while that CPU work runs; "inline" on the main thread; "auto"
 * (the default) a worker when one can start, else inline. Both give the same results.
 */
export const SCORING_MODES = ["auto", "worker", "inline"] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

export function scoringModeFromEnv(env: Record<string, string | undefined> = process.env): ScoringMode {
  const parsed = z
    .enum(SCORING_MODES)
    .default("auto")
    .safeParse(env.LORE_EXPERIMENT_SCORING || undefined);
  if (!parsed.success)
    throw new AppError(
      "INVALID_INPUT",
      `LORE_EXPERIMENT_SCORING must be one of ${SCORING_MODES.join(", ")}, not ${JSON.stringify(env.LORE_EXPERIMENT_SCORING)}.`,
    );
  return parsed.data;
}

export type QuestionScorer = {
  where: "worker" | "inline";
  score(question: QuestionToScore): Promise<ScoredQuestion>;
  close(): Promise<void>;
};

// Loading tsx and the tokenizer's ranks takes well under a second; a worker that has not said
// it is ready by then is not going to be.
const STARTUP_TIMEOUT_MS = 30_000;

// Inline, the event loop gets a turn before the context (to send the look-ahead's first query and
// a save just started) and before the evidence (to read that query's reply and send the
// session-text query that follows it), so the database works while this thread does.
function inlineScorer(yieldBetween: boolean): QuestionScorer {
  return {
    where: "inline",
    async score(question) {
      if (!yieldBetween) return scoreQuestion(question);
      await yieldToEventLoop();
      const started = performance.now();
      const context = buildQuestionContext(question);
      const contextMs = performance.now() - started;
      await yieldToEventLoop();
      const evidenceStarted = performance.now();
      const evidence = scoreQuestionEvidence(question, context);
      return { context, ...evidence, ms: { context: contextMs, evidence: performance.now() - evidenceStarted } };
    },
    close: async () => undefined,
  };
}

// The worker runs the TypeScript entry through tsx's loader, registered inside the worker (a
// worker does not inherit the main thread's loader hooks), with this project's tsconfig for "@/".
function spawnWorker(): Worker {
  const entry = new URL("./score-question-worker.ts", import.meta.url);
  const root = path.resolve(path.dirname(fileURLToPath(entry)), "..", "..");
  const tsxApi = new URL("dist/esm/api/index.mjs", pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json"))).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register({ tsconfig: ${JSON.stringify(path.join(root, "tsconfig.json"))} }); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { eval: true, execArgv: ["--conditions=react-server"], stdout: false, stderr: false });
}

// An error thrown while scoring, as inline scoring would have thrown it (same name and code).
function rebuildError(error: { name: string; message: string; code?: string }): Error {
  const rebuilt = error.code ? new AppError(error.code as ConstructorParameters<typeof AppError>[0], error.message) : new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

async function workerScorer(): Promise<QuestionScorer> {
  const worker = spawnWorker();
  const pending = new Map<number, { resolve: (s: ScoredQuestion) => void; reject: (e: Error) => void }>();
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      worker.off("message", onReady);
      reject(error);
    };
    const onReady = (message: unknown) => {
      if ((message as { ready?: unknown } | null)?.ready !== true) return fail(new Error("the scoring worker sent something before saying it was ready"));
      clearTimeout(timer);
      worker.off("error", fail);
      worker.off("exit", onExit);
      resolve();
    };
    const onExit = (code: number) => fail(new Error(`the scoring worker exited (code ${code}) before it was ready`));
    const timer = setTimeout(() => fail(new Error(`the scoring worker did not start within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
    worker.once("message", onReady);
    worker.once("error", fail);
    worker.once("exit", onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.on("message", (reply: ScoreReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(rebuildError(reply.error));
    else waiting?.resolve(reply.scored);
  });
  worker.on("messageerror", (error) => stop(error));
  worker.on("error", (error) => stop(error));
  worker.on("exit", (code) => stop(new Error(`the scoring worker exited (code ${code})`)));
  let next = 0;
  return {
    where: "worker",
    score(question) {
      if (stopped) return Promise.reject(stopped);
      const id = next++;
      return new Promise<ScoredQuestion>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        try {
          worker.postMessage({ id, question } satisfies ScoreRequest);
        } catch (error) {
          pending.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    async close() {
      stop(new Error("the scoring worker was closed"));
      await worker.terminate();
    },
  };
}

export async function startQuestionScorer(input: { mode: ScoringMode; yieldBetween: boolean }): Promise<QuestionScorer> {
  if (input.mode === "inline") return inlineScorer(input.yieldBetween);
  try {
    return await workerScorer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (input.mode === "worker") throw new AppError("INTERNAL", `LORE_EXPERIMENT_SCORING=worker, but the scoring worker could not start: ${reason}`);
    // Same results inline, only slower: say why once, on stderr (never on a --json stdout).
    console.warn(`[lore] scoring this run's questions inline: the scoring worker could not start (${reason})`);
    return inlineScorer(input.yieldBetween);
  }
}

import "server-only";
import { finishExperimentRun, saveExperimentResults } from "@/lib/dal/experiments/save-experiment-results";
import { startExperimentRun } from "@/lib/dal/experiments/start-experiment-run";
import { loadRunHypotheses } from "@/lib/dal/runs/load-run-hypotheses";
import { resolveRunRef } from "@/lib/dal/runs/resolve-run-ref";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { chatCompletion, type ChatConfig } from "@/lib/llm/chat-completion";
import type { JudgeProtocol } from "@/lib/qa/official/judge-protocol";
import { contextConfigurationOf } from "@/lib/questions/stage-configuration";
import { summarizeJudgedRun } from "@/lib/services/qa/summarize-judged-run";

export type JudgeRunInput = {
  workspaceId: string;
  run: string;
  benchmark?: string;
  judge: string;
  name?: string;
  protocol: JudgeProtocol;
  chat: ChatConfig;
  concurrency: number;
  // US dollars per million tokens.
  prices: { input: number; output: number };
  actorId: string | null;
  onProgress?: (done: number, total: number) => void;
};

// Judges every answered question of a run into a NEW run, so two judges (or two protocols) of
// the same hypotheses sit side by side and the source run keeps its own verdicts. Each verdict is
// saved as it arrives: a killed judge resumes where it stopped and asks about no question twice.
export async function judgeRun(input: JudgeRunInput) {
  const refs = await resolveRunRef({ workspaceId: input.workspaceId, run: input.run, benchmark: input.benchmark });
  if (refs.length === 0) throw new AppError("NOT_FOUND", `no run ${input.run}${input.benchmark ? ` in benchmark ${input.benchmark}` : ""}`);
  if (refs.length > 1)
    throw new AppError("INVALID_INPUT", `several runs are called ${input.run} (in ${refs.map((r) => r.benchmark.name).join(", ")}): name one with --benchmark`);
  const source = (await loadRunHypotheses({ workspaceId: input.workspaceId, runId: refs[0]!.id }))!;
  const judgeable = source.results.filter((r) => r.question !== null);
  if (judgeable.length === 0)
    throw new AppError(
      "INVALID_INPUT",
      `run ${source.name} has no answered question that its benchmark holds: import the questions first (lore import longmemeval)`,
    );
  // Every prompt is built before the first request, so a question the protocol cannot judge (a type
  // evaluate_qa.py has no template for) stops the command before it spends anything.
  const prompts = new Map(
    judgeable.map((r) => [
      r.questionExternalId,
      input.protocol.prompt({
        questionId: r.questionExternalId,
        type: r.question!.type,
        isAbstention: r.question!.isAbstention,
        question: r.question!.text,
        answer: r.question!.answer,
        response: r.hypothesis!,
      }),
    ]),
  );
  const name = input.name ?? `${source.name}+judge:${input.judge}`;
  if (name === source.name) throw new AppError("INVALID_INPUT", "the judged run needs a name other than its source run's");
  const configuration = {
    ...contextConfigurationOf(source.configuration),
    source: "judge",
    fromRun: source.name,
    fromRunId: source.id,
    judge: input.judge,
    judgeProtocol: input.protocol.id,
  };
  const { runId, done } = await startExperimentRun({
    workspaceId: input.workspaceId,
    benchmarkId: source.benchmarkId,
    name,
    kind: "qa",
    configuration,
    actorId: input.actorId,
    reader: source.reader,
    judge: input.judge,
    judgeProtocol: input.protocol.id,
  });
  const cost = (usage: { promptTokens: number | null; completionTokens: number | null }) =>
    ((usage.promptTokens ?? 0) * input.prices.input + (usage.completionTokens ?? 0) * input.prices.output) / 1e6;

  const queue = judgeable.filter((r) => !done.has(r.questionExternalId));
  let finished = judgeable.length - queue.length;
  input.onProgress?.(finished, judgeable.length);
  // After the first failure no worker takes a new question, but those already asked finish and
  // save their verdicts before the error surfaces: a rerun then asks about nothing twice.
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    for (let r = failure ? undefined : queue.shift(); r; r = failure ? undefined : queue.shift()) {
      const q = r.question!;
      const prompt = prompts.get(r.questionExternalId)!;
      let judged;
      try {
        judged = await chatCompletion(input.chat, { model: input.judge, messages: [{ role: "user", content: prompt }], n: 1, temperature: 0, max_tokens: 10 });
      } catch (error) {
        failure ??= { error };
        return;
      }
      const label = input.protocol.verdict(judged.content);
      const row: Prisma.RunResultCreateManyInput = {
        runId,
        questionId: q.id,
        questionExternalId: r.questionExternalId,
        questionType: q.type,
        hypothesis: r.hypothesis,
        correct: label,
        readerInputTokens: r.readerInputTokens,
        readerContext: r.readerContext,
        retrieved: r.retrieved ?? undefined,
        evidenceCoverage: r.evidenceCoverage,
        answerInContext: r.answerInContext,
        judgeOutput: {
          model: input.judge,
          label,
          protocol: input.protocol.id,
          judge: { model: input.judge, prompt, output: judged.content, usage: judged.usage, costUsd: cost(judged.usage) },
        },
      };
      await saveExperimentResults([row]);
      input.onProgress?.(++finished, judgeable.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, input.concurrency) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  await finishExperimentRun({ runId, workspaceId: input.workspaceId, status: "completed" });
  const { qa, costUsd } = await summarizeJudgedRun(runId);
  return {
    summary: {
      run: name,
      runId,
      n: qa.n,
      correct: qa.correct,
      accuracy: qa.accuracy,
      taskAveragedAccuracy: qa.taskAveragedAccuracy,
      abstention: qa.abstention,
      byType: qa.byType,
      judgeProtocol: input.protocol.id,
      costUsd,
    },
    skipped: source.results.length - judgeable.length,
  };
}

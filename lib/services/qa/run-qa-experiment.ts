import "server-only";
import { loadSourceRun } from "@/lib/dal/experiments/load-source-run";
import { finishExperimentRun, saveExperimentResults } from "@/lib/dal/experiments/save-experiment-results";
import { startExperimentRun } from "@/lib/dal/experiments/start-experiment-run";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { chatCompletion, type ChatConfig } from "@/lib/llm/chat-completion";
import { loreJudgeProtocol, type JudgeProtocol } from "@/lib/qa/official/judge-protocol";
import { contextConfigurationOf } from "@/lib/questions/stage-configuration";
import { readerPrompt, type ReaderPromptStyle } from "@/lib/qa/reader-prompt";
import { summarizeJudgedRun } from "@/lib/services/qa/summarize-judged-run";

export type QaExperimentInput = {
  workspaceId: string;
  fromRun: string;
  name?: string;
  reader: string;
  judge: string;
  prompt: ReaderPromptStyle;
  // Lore's own judge wording unless the user's LongMemEval checkout supplies the official one.
  judgeProtocol?: JudgeProtocol;
  chat: ChatConfig;
  concurrency: number;
  // US dollars per million tokens, for the cost recorded per question.
  prices: { input: number; output: number };
  actorId: string | null;
  onProgress?: (done: number, total: number) => void;
  // Asked between questions; true stops the run (it resumes when started again).
  shouldStop?: () => boolean;
  // The study step's configuration hash, recorded on the run so a later plan reuses it.
  configHash?: string | null;
};

// The reader answers from exactly the context the retrieval run recorded; the judge applies
// LongMemEval's rules for the question's type at temperature 0. Prompts, raw outputs, token usage
// and cost are stored per question.
export async function runQaExperiment(input: QaExperimentInput) {
  const source = await loadSourceRun({ workspaceId: input.workspaceId, run: input.fromRun });
  if (!source.run || !source.results)
    throw new AppError("NOT_FOUND", source.matches ? `several retrieval runs are called ${input.fromRun}` : `no retrieval run ${input.fromRun}`);
  const missing = source.results.filter((r) => r.readerContext === null).length;
  if (missing)
    throw new AppError("INVALID_INPUT", `${missing} questions of ${source.run.name} have no recorded reader context: run the retrieval experiment again.`);
  const name = input.name ?? `${source.run.name}+${input.reader}+${input.prompt}`;
  const protocol = input.judgeProtocol ?? loreJudgeProtocol;
  // What the reader received (representation, k, budget) is the source run's, copied so the run's stages are told against it.
  const configuration = {
    ...contextConfigurationOf(source.run.configuration),
    fromRun: source.run.name,
    reader: input.reader,
    judge: input.judge,
    prompt: input.prompt,
    judgeProtocol: protocol.id,
  };
  const { runId, done } = await startExperimentRun({
    workspaceId: input.workspaceId,
    benchmarkId: source.run.benchmarkId,
    name,
    kind: "qa",
    configuration,
    actorId: input.actorId,
    reader: input.reader,
    judge: input.judge,
    judgeProtocol: protocol.id,
    configHash: input.configHash ?? null,
  });
  const cost = (usage: { promptTokens: number | null; completionTokens: number | null }) =>
    ((usage.promptTokens ?? 0) * input.prices.input + (usage.completionTokens ?? 0) * input.prices.output) / 1e6;

  const todo = source.results.filter((r) => !done.has(r.questionExternalId));
  let finished = source.results.length - todo.length;
  const queue = [...todo];
  const worker = async () => {
    for (let r = queue.shift(); r && !input.shouldStop?.(); r = queue.shift()) {
      const q = r.question!;
      const readPrompt = readerPrompt({ style: input.prompt, type: q.type, context: r.readerContext!, question: q.text, questionDate: q.questionDate });
      const read = await chatCompletion(input.chat, { model: input.reader, messages: [{ role: "user", content: readPrompt }], temperature: 0 });
      const checkPrompt = protocol.prompt({
        questionId: r.questionExternalId,
        type: q.type,
        isAbstention: q.isAbstention,
        question: q.text,
        answer: q.answer,
        response: read.content,
      });
      const judged = await chatCompletion(input.chat, {
        model: input.judge,
        messages: [{ role: "user", content: checkPrompt }],
        n: 1,
        temperature: 0,
        max_tokens: 10,
      });
      const label = protocol.verdict(judged.content);
      const row: Prisma.RunResultCreateManyInput = {
        runId,
        questionId: q.id,
        questionExternalId: r.questionExternalId,
        questionType: q.type,
        hypothesis: read.content,
        correct: label,
        readerInputTokens: read.usage.promptTokens,
        readerContext: r.readerContext,
        retrieved: r.retrieved ?? undefined,
        evidenceCoverage: r.evidenceCoverage,
        answerInContext: r.answerInContext,
        judgeOutput: {
          model: input.judge,
          label,
          protocol: protocol.id,
          reader: {
            model: input.reader,
            prompt: readPrompt,
            output: read.content,
            finishReason: read.finishReason,
            usage: read.usage,
            costUsd: cost(read.usage),
          },
          judge: { model: input.judge, prompt: checkPrompt, output: judged.content, usage: judged.usage, costUsd: cost(judged.usage) },
        },
      };
      await saveExperimentResults([row]);
      input.onProgress?.(++finished, source.results.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, input.concurrency) }, worker));
  if (input.shouldStop?.()) return { ...(await summarizeQaRun({ runId, name })), complete: false };
  await finishExperimentRun({ runId, workspaceId: input.workspaceId, status: "completed" });
  return { ...(await summarizeQaRun({ runId, name })), complete: true };
}

async function summarizeQaRun(input: { runId: string; name: string }) {
  const { qa, readerTokensMean, costUsd } = await summarizeJudgedRun(input.runId);
  return { run: input.name, runId: input.runId, ...qa, readerTokensMean, costUsd };
}

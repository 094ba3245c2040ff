// Worker-thread entry of question-scorer.ts: scores one question per message, in order.
import { parentPort } from "node:worker_threads";
import { AppError } from "@/lib/errors";
import { scoreQuestion, type QuestionToScore } from "@/lib/experiments/score-question";

export type ScoreRequest = { id: number; question: QuestionToScore };
export type ScoreReply = { id: number; scored: ReturnType<typeof scoreQuestion> } | { id: number; error: { name: string; message: string; code?: string } };

const port = parentPort;
if (port === null) throw new Error("score-question-worker.ts runs only as a worker thread");
port.on("message", (request: ScoreRequest) => {
  let reply: ScoreReply;
  try {
    reply = { id: request.id, scored: scoreQuestion(request.question) };
  } catch (error) {
    const code = error instanceof AppError ? error.code : undefined;
    reply = { id: request.id, error: error instanceof Error ? { name: error.name, message: error.message, code } : { name: "Error", message: String(error) } };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });

import { AppError } from "@/lib/errors";
import { JUDGE_TEMPLATES_UNREADABLE } from "@/lib/jobs/handlers/llm-settings";
import { failJobRun } from "@/lib/jobs/tracked-job";
import { ChatError } from "@/lib/llm/chat-completion";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";

// How the QA and judge jobs end on an expected failure: the provider's (ChatError), unreadable
// judge templates (JudgeProtocolError, whose detail names a server path and stays in the log) or
// a refusal (AppError) fail the job with a reason a user can act on, and the handler returns null.
// Anything else is unexpected and is rethrown for the worker's retry and log.
export async function failLlmJob(jobRunId: string, error: unknown): Promise<null> {
  if (error instanceof ChatError) await failJobRun(jobRunId, `The LLM provider failed: ${error.message}`);
  else if (error instanceof JudgeProtocolError) await failJobRun(jobRunId, JUDGE_TEMPLATES_UNREADABLE);
  else if (error instanceof AppError) await failJobRun(jobRunId, error.message);
  else throw error;
  return null;
}

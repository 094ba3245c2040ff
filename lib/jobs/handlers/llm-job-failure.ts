import { JUDGE_TEMPLATES_UNREADABLE } from "@/lib/jobs/handlers/llm-settings";
import { appErrorFailure, type JobFailureOf } from "@/lib/jobs/job-failure";
import { ChatError } from "@/lib/llm/chat-completion";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";

// The expected failures of the QA and judge jobs: the provider's (ChatError), unreadable judge
// templates (JudgeProtocolError, whose detail names a server path and stays in the log) or a
// refusal (AppError) fail the job with a reason a user can act on. Anything else is unexpected
// and is retried.
export const llmJobFailure: JobFailureOf = (error) => {
  if (error instanceof ChatError) return { code: "LLM_PROVIDER_FAILED", message: `The LLM provider failed: ${error.message}` };
  if (error instanceof JudgeProtocolError) return { code: "JUDGE_TEMPLATES_UNREADABLE", message: JUDGE_TEMPLATES_UNREADABLE };
  return appErrorFailure(error);
};

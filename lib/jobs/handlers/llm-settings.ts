import { chatConfigFromEnv } from "@/lib/llm/chat-completion";
import { loadJudgeProtocol } from "@/lib/qa/official/load-judge-protocol";
import { env } from "@/lib/env";

// What the QA and judge jobs read from the worker's environment, as `lore experiment qa` and
// `lore judge` do: the provider (LORE_LLM_*), the judge protocol (official with
// LORE_LONGMEMEVAL_DIR, Lore's own otherwise), concurrency and prices. Throws ChatError or
// JudgeProtocolError, which the handlers turn into the job's failure.
export function llmJobSettings() {
  return {
    chat: chatConfigFromEnv(),
    protocol: loadJudgeProtocol(env().LORE_LONGMEMEVAL_DIR),
    concurrency: env().LORE_LLM_CONCURRENCY,
    prices: { input: env().LORE_LLM_PRICE_INPUT, output: env().LORE_LLM_PRICE_OUTPUT },
  };
}

// The reason a job shows when the official templates cannot be read: the detail names a path on
// the server, which stays in the worker's log.
export const JUDGE_TEMPLATES_UNREADABLE =
  "The LongMemEval judge templates on the server (LORE_LONGMEMEVAL_DIR) cannot be read: ask an admin to point it at a LongMemEval checkout, or unset it to use Lore's own judge wording.";

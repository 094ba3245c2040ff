import { CliError } from "@/lib/cli/cli-error";
import { ChatError, chatConfigFromEnv } from "@/lib/llm/chat-completion";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";
import { loadJudgeProtocol } from "@/lib/qa/official/load-judge-protocol";
import { env } from "@/lib/env";

// What `lore judge` and `lore experiment qa` share before they touch the database: the provider
// (LORE_LLM_BASE_URL) and the judge protocol (--longmemeval-dir or LORE_LONGMEMEVAL_DIR).
export function judgeProtocolFromFlags(dir: string | undefined, command: string) {
  try {
    return loadJudgeProtocol(dir ?? env().LORE_LONGMEMEVAL_DIR);
  } catch (error) {
    if (error instanceof JudgeProtocolError) throw new CliError("INPUT", `${command}: ${error.message}`);
    throw error;
  }
}

export function chatConfigFor(command: string) {
  try {
    return chatConfigFromEnv();
  } catch (error) {
    if (error instanceof ChatError) throw new CliError("CONFIG", `${command}: ${error.message}`);
    throw error;
  }
}

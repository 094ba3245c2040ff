// What the run page's QA and judge forms say before anything is queued: whether the server has an
// LLM endpoint (LORE_LLM_BASE_URL; the workers read the same environment) and which judge
// protocol a judge job will use (LongMemEval's official templates with LORE_LONGMEMEVAL_DIR).
export type LlmAvailability = { configured: boolean; judgeProtocol: "official" | "lore" };

export function llmAvailability(environment: Record<string, string | undefined> = process.env): LlmAvailability {
  return { configured: Boolean(environment.LORE_LLM_BASE_URL), judgeProtocol: environment.LORE_LONGMEMEVAL_DIR ? "official" : "lore" };
}

export const LLM_NOT_CONFIGURED =
  "No LLM endpoint is configured on this server: start Lore and its workers with LORE_LLM_BASE_URL set to an OpenAI-compatible endpoint (and LORE_LLM_API_KEY if it needs one).";

import type { LlmAvailability } from "@/lib/llm/llm-availability";

// Said instead of a button that would fail: how an admin gives the server an LLM endpoint.
// `brief`: a second form on the same page, below one that says it all.
export function LlmSetupNotice({ brief = false }: { brief?: boolean }) {
  if (brief)
    return (
      <p data-testid="llm-setup-notice" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 [overflow-wrap:anywhere]">
        No LLM endpoint is configured on this server: set <code>LORE_LLM_BASE_URL</code> as the form above describes.
      </p>
    );
  return (
    <p data-testid="llm-setup-notice" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 [overflow-wrap:anywhere]">
      No LLM endpoint is configured on this server. To run a reader or a judge, start Lore and its workers with <code>LORE_LLM_BASE_URL</code> set to an
      OpenAI-compatible endpoint (for example <code>https://api.openai.com/v1</code> or a local vLLM server) and <code>LORE_LLM_API_KEY</code> if it needs one;{" "}
      <code>LORE_LLM_PRICE_INPUT</code> and <code>LORE_LLM_PRICE_OUTPUT</code> (US dollars per million tokens) record the cost.
    </p>
  );
}

// Which judge wording a judge will use, said on the form before anything is spent.
export function JudgeProtocolNote({ protocol }: { protocol: LlmAvailability["judgeProtocol"] }) {
  return (
    <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
      {protocol === "official" ? (
        <>Judge protocol: LongMemEval&apos;s official templates (evaluate_qa.py from the server&apos;s LORE_LONGMEMEVAL_DIR).</>
      ) : (
        <>
          Judge protocol: Lore&apos;s own wording of LongMemEval&apos;s rules. For the official templates, set <code>LORE_LONGMEMEVAL_DIR</code> on the server
          to a LongMemEval checkout.
        </>
      )}
    </p>
  );
}

import { truncateToTokens, countTokens, type TokenEncoding } from "@/lib/experiments/token-counter";

export type RankedItem = { id: string; sessionExternalId: string; text: string; dateText: string | null; score: number };

// The reader receives the top-k items' text in rank order, each headed by its session and date
// as LongMemEval's readers format history, cut at the token budget when one is given.
export function buildReaderContext(input: { items: RankedItem[]; k: number; budget?: number | null; encoding: TokenEncoding }): { text: string; tokens: number; included: number } {
  const chosen = input.items.slice(0, input.k);
  const blocks = chosen.map((item, i) => `### Session ${i + 1}${item.dateText ? ` (${item.dateText})` : ""}\n${item.text}`);
  const text = blocks.join("\n\n");
  if (!input.budget) return { text, tokens: countTokens(text, input.encoding), included: chosen.length };
  const cut = truncateToTokens(text, input.budget, input.encoding);
  const included = blocks.reduce((n, _b, i) => (cut.text.length >= blocks.slice(0, i + 1).join("\n\n").length ? i + 1 : n), 0);
  return { text: cut.text, tokens: cut.tokens, included };
}

export function formatSessionText(turns: { role: string | null; content: string }[]): string {
  return turns.map((t) => `${t.role ?? "fragment"}: ${t.content}`).join("\n");
}

import { countJoinedTokens, truncateToTokens, type TokenEncoding } from "@/lib/experiments/token-counter";

export type RankedItem = { id: string; sessionExternalId: string; text: string; dateText: string | null; score: number };

// The reader receives the top-k items' text in rank order, each headed by its kind ("Session",
// or "Memory") and date as LongMemEval's readers format history, cut at the token budget when
// one is given.
export function buildReaderContext(input: { items: RankedItem[]; k: number; budget?: number | null; encoding: TokenEncoding; heading?: string }): {
  text: string;
  tokens: number;
  included: number;
} {
  const chosen = input.items.slice(0, input.k);
  const heading = input.heading ?? "Session";
  const headers = chosen.map((item, i) => `### ${heading} ${i + 1}${item.dateText ? ` (${item.dateText})` : ""}\n`);
  const blocks = chosen.map((item, i) => `${headers[i]}${item.text}`);
  const text = blocks.join("\n\n");
  // The same text, in parts: a session's text recurs across questions, so its count is reused.
  const parts = chosen.flatMap((item, i) => (i === 0 ? [headers[i]!, item.text] : ["\n\n", headers[i]!, item.text]));
  if (!input.budget) return { text, tokens: countJoinedTokens(parts, input.encoding), included: chosen.length };
  const cut = truncateToTokens(text, input.budget, input.encoding);
  const included = blocks.reduce((n, _b, i) => (cut.text.length >= blocks.slice(0, i + 1).join("\n\n").length ? i + 1 : n), 0);
  return { text: cut.text, tokens: cut.tokens, included };
}

/** One turn as the reader's transcript shows it; a document fragment has no role. */
export function formatTurnLine(turn: { role: string | null; content: string }): string {
  return `${turn.role ?? "fragment"}: ${turn.content}`;
}

export function formatSessionText(turns: { role: string | null; content: string }[]): string {
  return turns.map(formatTurnLine).join("\n");
}

import { getEncoding, type Tiktoken, type TiktokenEncoding } from "js-tiktoken";

export const TOKEN_ENCODINGS = ["o200k_base", "cl100k_base"] as const;
export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];

const encoders = new Map<TokenEncoding, Tiktoken>();

function encoder(encoding: TokenEncoding): Tiktoken {
  let found = encoders.get(encoding);
  if (!found) {
    found = getEncoding(encoding as TiktokenEncoding);
    encoders.set(encoding, found);
  }
  return found;
}

// Reader input tokens are counted with a real BPE tokenizer (the encoding is recorded in the
// run), not estimated from characters.
export function countTokens(text: string, encoding: TokenEncoding): number {
  return encoder(encoding).encode(text).length;
}

// The longest prefix of `text` that fits in `budget` tokens, cut at a token boundary.
export function truncateToTokens(text: string, budget: number, encoding: TokenEncoding): { text: string; tokens: number } {
  const enc = encoder(encoding);
  const tokens = enc.encode(text);
  if (tokens.length <= budget) return { text, tokens: tokens.length };
  return { text: enc.decode(tokens.slice(0, budget)), tokens: budget };
}

import { Tiktoken, type TiktokenBPE } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import o200k from "js-tiktoken/ranks/o200k_base";
import { createBpePieceCounter } from "@/lib/experiments/bpe-piece-counter";

export const TOKEN_ENCODINGS = ["o200k_base", "cl100k_base"] as const;
export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];

const RANKS: Record<TokenEncoding, TiktokenBPE> = { o200k_base: o200k, cl100k_base: cl100k };

type Counter = {
  /** js-tiktoken's own encoder, built only when needed (text with a special token, a budget cut). */
  encoder: () => Tiktoken;
  /** encode(piece).length of one pre-tokenized piece (bpe-piece-counter.ts). */
  countPiece: (piece: string) => number;
  /** The encoding's own pre-tokenization pattern, with the flags js-tiktoken's encode() uses. */
  pattern: RegExp;
  specials: string[];
  /** BPE token count of each pre-tokenized piece seen so far. */
  pieces: Map<string, number>;
  /** Token count of each text counted whole by countJoinedTokens (mostly session blocks). */
  runs: Map<string, number>;
  runChars: number;
};

const MAX_PIECES = 500_000;
const MAX_RUN_CHARS = 16 * 2 ** 20;
const counters = new Map<TokenEncoding, Counter>();

function counter(encoding: TokenEncoding): Counter {
  let found = counters.get(encoding);
  if (!found) {
    const ranks = RANKS[encoding];
    let enc: Tiktoken | null = null;
    found = {
      encoder: () => (enc ??= new Tiktoken(ranks)),
      countPiece: createBpePieceCounter(ranks),
      pattern: new RegExp(ranks.pat_str, "ug"),
      specials: Object.keys(ranks.special_tokens),
      pieces: new Map(),
      runs: new Map(),
      runChars: 0,
    };
    counters.set(encoding, found);
  }
  return found;
}

// The BPE count of one piece as encode() computes it inside a longer text, or null when the
// pattern does not split the piece into itself alone (then encode(piece) might differ from the
// piece's share of the whole, so the caller counts the whole text instead).
function pieceTokens(c: Counter, piece: string): number | null {
  const alone = new RegExp(c.pattern.source, "ug").exec(piece);
  if (alone === null || alone.index !== 0 || alone[0] !== piece) return null;
  return c.countPiece(piece);
}

// Reader input tokens are counted with a real BPE tokenizer (the encoding is recorded in the
// run), not estimated from characters. The count is exactly encode(text).length, computed the
// way encode() computes it: split the text with the encoding's pattern, BPE-encode each piece,
// add up. BPE of a piece depends on the piece alone, so its count is memoized: a run meets the
// same words again and again, and BPE merging was most of the time of counting a long context.
export function countTokens(text: string, encoding: TokenEncoding): number {
  const c = counter(encoding);
  // encode() refuses text holding a special token; keep exactly its behaviour (and its error).
  if (c.specials.some((s) => text.includes(s))) return c.encoder().encode(text).length;
  if (c.pieces.size > MAX_PIECES) c.pieces.clear();
  // match() with the global flag returns the pieces alone, without a match object per piece.
  const pieces = text.match(c.pattern) ?? [];
  let total = 0;
  for (const piece of pieces) {
    if (piece === "") return c.encoder().encode(text).length;
    let n = c.pieces.get(piece);
    if (n === undefined) {
      const counted = pieceTokens(c, piece);
      if (counted === null) return c.encoder().encode(text).length;
      n = counted;
      c.pieces.set(piece, n);
    }
    total += n;
  }
  return total;
}

const startsWithNonSpace = (s: string) => s.length > 0 && !/^\s/u.test(s);

/**
 * Whether countTokens(a + b) === countTokens(a) + countTokens(b) is guaranteed for o200k_base
 * and cl100k_base: `a` ends with a newline and `b` starts with a non-whitespace character. No
 * alternative of either pattern matches a newline followed by a non-space (newlines occur only
 * in whitespace runs and after punctuation, `[\r\n]*` at a match's end), so the pieces of a + b
 * are the pieces of a followed by those of b; and the only lookahead, `\s+(?!\S)`, never decides
 * a piece ending in a newline, which `\s*[\r\n]+` (tried first) matches either way. No special
 * token spans the boundary either, as none contains a newline.
 */
export function isSafeTokenBoundary(a: string, b: string): boolean {
  return a.endsWith("\n") && startsWithNonSpace(b);
}

/**
 * countTokens(parts.join("")), exactly, summing the counts of runs of parts split only at safe
 * boundaries (isSafeTokenBoundary). Runs are memoized, so a session block met again in another
 * question's context is not counted twice.
 */
export function countJoinedTokens(parts: string[], encoding: TokenEncoding): number {
  const c = counter(encoding);
  if (c.runChars > MAX_RUN_CHARS) {
    c.runs.clear();
    c.runChars = 0;
  }
  let total = 0;
  let run = "";
  const flush = () => {
    if (run === "") return;
    let n = c.runs.get(run);
    if (n === undefined) {
      n = countTokens(run, encoding);
      c.runs.set(run, n);
      c.runChars += run.length;
    }
    total += n;
    run = "";
  };
  for (const part of parts) {
    if (part === "") continue;
    if (run !== "" && !isSafeTokenBoundary(run, part)) {
      run += part;
      continue;
    }
    flush();
    run = part;
  }
  flush();
  return total;
}

// The longest prefix of `text` that fits in `budget` tokens, cut at a token boundary.
export function truncateToTokens(text: string, budget: number, encoding: TokenEncoding): { text: string; tokens: number } {
  const enc = counter(encoding).encoder();
  const tokens = enc.encode(text);
  if (tokens.length <= budget) return { text, tokens: tokens.length };
  return { text: enc.decode(tokens.slice(0, budget)), tokens: budget };
}

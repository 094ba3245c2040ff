import { countTokens, TOKEN_ENCODINGS, type TokenEncoding } from "@/lib/experiments/token-counter";

// How many retrieved items reached a recorded reader context: the context is the top-k items in
// rank order, each headed "### <Heading> <i>" (lib/experiments/build-reader-context.ts), and a
// token budget cuts it at the end, so the blocks present are 1..n. Null without a context.
export function countContextBlocks(context: string | null | undefined): number | null {
  if (context === null || context === undefined) return null;
  const first = /^### (.+?) 1(?: \(|\n|$)/.exec(context);
  if (!first) return 0;
  const heading = first[1]!;
  let n = 1;
  while (hasHeader(context, heading, n + 1)) n++;
  return n;
}

function hasHeader(context: string, heading: string, i: number): boolean {
  const needle = `\n\n### ${heading} ${i}`;
  for (let at = context.indexOf(needle); at !== -1; at = context.indexOf(needle, at + 1)) {
    const next = context[at + needle.length];
    if (next === undefined || next === " " || next === "\n") return true;
  }
  return false;
}

export type ContextShape = { blocks: number; cut: boolean };

// A budget cut keeps the first `budget` tokens of the context, decoded; counting the decoded text
// again can differ from the budget by a token where the cut split a character.
const CUT_MARGIN = 2;

/**
 * The blocks of a recorded context and whether the run's token budget cut it (its tokens reach the
 * budget), read from the recorded text alone, so every view and every run that read the same
 * context (a QA run reads its retrieval run's) sees the same cut. Null without a context or a budget.
 */
export function contextShapeOf(context: string | null | undefined, configuration: { budget: number | null; encoding: string | null }): ContextShape | null {
  if (configuration.budget === null) return null;
  const blocks = countContextBlocks(context);
  if (blocks === null) return null;
  const encoding: TokenEncoding = (TOKEN_ENCODINGS as readonly string[]).includes(configuration.encoding ?? "")
    ? (configuration.encoding as TokenEncoding)
    : "o200k_base";
  return { blocks, cut: countTokens(context!, encoding) >= configuration.budget - CUT_MARGIN };
}

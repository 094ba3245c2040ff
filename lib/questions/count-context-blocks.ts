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

// Which turns of a session best support one line of a fact sheet derived from it, by the share
// of the line's content words each turn contains. Simple on purpose: the proposal's owner sees
// the cited turns and judges them; this only saves the proposer from picking by hand.

const STOPWORDS = new Set(
  "the and for are but not you your yours with this that from they them their there have has had was were will would could should about into over than then what when where which who whom why how all any can its it's just also very more most some such only own same too user user's assistant".split(
    " ",
  ),
);

export function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u);
  const kept = new Set<string>();
  for (const word of words) {
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    // A crude plural fold so "plants" supports "plant".
    kept.add(word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);
  }
  return kept;
}

export function pickSupportingTurns<T extends { id: string; content: string }>(
  line: string,
  turns: readonly T[],
  options: { max?: number; minShareOfBest?: number } = {},
): T[] {
  const { max = 2, minShareOfBest = 0.5 } = options;
  const wanted = contentWords(line);
  if (wanted.size === 0) return [];
  const scored = turns
    .map((turn, index) => {
      const words = contentWords(turn.content);
      let overlap = 0;
      for (const word of wanted) if (words.has(word)) overlap++;
      return { turn, index, score: overlap / wanted.size };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score >= best * minShareOfBest)
    .slice(0, max)
    .map((s) => s.turn);
}

// How the comparison page names each kind of lost detail (lib/detail-loss DetailKind), in the
// order it lists them; a kind it does not know is shown by its key.
export const DETAIL_KIND_LABELS: Record<string, { one: string; many: string }> = {
  name: { one: "name", many: "names" },
  number: { one: "number", many: "numbers" },
  quantity: { one: "quantity", many: "quantities" },
  date: { one: "date", many: "dates" },
  time: { one: "time", many: "times" },
  duration: { one: "duration", many: "durations" },
  qualifier: { one: "qualifier", many: "qualifiers" },
  attribution: { one: "speaker", many: "speakers (who said it)" },
  "answer-span": { one: "answer word", many: "answer words" },
};

const ORDER = Object.keys(DETAIL_KIND_LABELS);

export function sortDetailKinds(kinds: Iterable<string>): string[] {
  const rank = (k: string) => (ORDER.includes(k) ? ORDER.indexOf(k) : ORDER.length);
  return [...new Set(kinds)].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
}

// "2 names, 1 date"; "none" when nothing is lost.
export function describeLostByKind(counts: Record<string, number>): string {
  const parts = sortDetailKinds(Object.keys(counts))
    .filter((k) => (counts[k] ?? 0) > 0)
    .map((k) => `${counts[k]} ${counts[k] === 1 ? (DETAIL_KIND_LABELS[k]?.one ?? k) : (DETAIL_KIND_LABELS[k]?.many ?? k)}`);
  return parts.length ? parts.join(", ") : "none";
}

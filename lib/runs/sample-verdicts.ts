import { mulberry32 } from "@/lib/utils/mulberry32";

export const DEFAULT_VERIFY_SAMPLE_SIZE = 40;
export const MAX_VERIFY_SAMPLE_SIZE = 500;

export type Sampleable = { questionExternalId: string; questionType: string | null };

// Fisher-Yates with the given stream.
function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// How many of `size` draws each type gets: proportional to its share of the questions (Hamilton's
// largest remainder), but every type gets at least one while the sample has room, so a small type
// (30 preference questions of 500) is checked at all. Ties go to the larger type, then by name.
export function allocateByType(counts: ReadonlyMap<string, number>, size: number): Map<string, number> {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const take = Math.min(size, total);
  const types = [...counts.entries()].filter(([, n]) => n > 0).sort(([a, na], [b, nb]) => nb - na || (a < b ? -1 : a > b ? 1 : 0));
  const out = new Map<string, number>(types.map(([t]) => [t, 0]));
  if (take === 0) return out;
  let left = take;
  // The floor of one each, as far as the sample reaches.
  for (const [type] of types) {
    if (left === 0) break;
    out.set(type, 1);
    left--;
  }
  const rest = total - Math.min(types.length, take);
  if (left === 0 || rest === 0) return out;
  // The rest in proportion to the questions each type still has; the rooms sum to `rest`, so the
  // exact shares sum to `left` and at most one per type is left over for the remainders.
  const shares = types.map(([type, n], order) => {
    const exact = ((n - out.get(type)!) / rest) * left;
    return { type, order, whole: Math.floor(exact), remainder: exact - Math.floor(exact), room: n - out.get(type)! };
  });
  for (const s of shares) out.set(s.type, out.get(s.type)! + s.whole);
  left -= shares.reduce((a, s) => a + s.whole, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order)) {
    if (left === 0) break;
    if (s.whole < s.room) {
      out.set(s.type, out.get(s.type)! + 1);
      left--;
    }
  }
  return out;
}

// A random sample of a run's judged questions, stratified by question type and reproducible: the
// same questions, seed and size give the same sample in the same order on every machine (the
// input order does not matter). Within each type the questions are drawn by a seeded shuffle; the
// sample is then shuffled once more so the queue does not run type by type.
export function sampleVerdicts<T extends Sampleable>(input: { items: readonly T[]; seed: number; size: number }): T[] {
  if (!Number.isInteger(input.seed) || input.seed < 0) throw new RangeError(`The sample's seed must be a whole number >= 0, got ${input.seed}.`);
  if (!Number.isInteger(input.size) || input.size < 0) throw new RangeError(`The sample's size must be a whole number >= 0, got ${input.size}.`);
  const random = mulberry32(input.seed);
  const byType = new Map<string, T[]>();
  const sorted = [...input.items].sort((a, b) => (a.questionExternalId < b.questionExternalId ? -1 : a.questionExternalId > b.questionExternalId ? 1 : 0));
  for (const item of sorted) {
    const type = item.questionType ?? "";
    byType.set(type, [...(byType.get(type) ?? []), item]);
  }
  const allocation = allocateByType(new Map([...byType].map(([t, rows]) => [t, rows.length])), input.size);
  const picked: T[] = [];
  for (const type of [...byType.keys()].sort()) picked.push(...shuffle(byType.get(type)!, random).slice(0, allocation.get(type) ?? 0));
  return shuffle(picked, random);
}

// A seeded PRNG so the demo workspace is identical on every machine and every reset: the numbers
// in the seed experiment must not drift between two people looking at "the same" demo.

import { mulberry32 } from "@/lib/utils/mulberry32";

export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
  sample: <T>(items: readonly T[], count: number) => T[];
};

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
  };
}

// Draws each value at most once, so two questions never share a dog's name or a city and a
// detail can be traced back to exactly one turn.
export type Deck = { draw: <T>(key: string, items: readonly T[]) => T };

export function createDeck(random: Random): Deck {
  const used = new Map<string, Set<number>>();
  return {
    draw: <T>(key: string, items: readonly T[]): T => {
      const taken = used.get(key) ?? new Set<number>();
      const free = items.map((_, i) => i).filter((i) => !taken.has(i));
      if (free.length === 0) throw new Error(`word list "${key}" is exhausted`);
      const index = random.pick(free);
      taken.add(index);
      used.set(key, taken);
      return items[index] as T;
    },
  };
}

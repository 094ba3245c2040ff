import { getMeaningEmbedder } from "@/lib/embeddings/load-word-vectors";
import { cosine, type MeaningEmbedder } from "@/lib/embeddings/word-vectors";
import { createBoundedCache } from "@/lib/search/bounded-cache";
import type { FullTextQuery } from "@/lib/search/full-text-query";

// The search box's meaning signal (lib/search/score-search-candidates.ts): the query and each
// candidate user turn as word-vector averages (lib/embeddings/word-vectors.ts), compared by
// cosine. The table is read on the first user turn a process meets (about 0.3 s; a missing or
// damaged cache file is rebuilt, about 6 s, and said on stderr). Without it (the package not
// installed) search goes on without this signal, says so once, and leaves "meaning" out of the
// signals it reports. A user turn's average is kept: observations are immutable and their ids
// never reused, so it never goes stale, and a common word's candidates come back search after
// search.
const KEPT_TURNS = 20_000;
const turns = createBoundedCache<Float32Array | null>(KEPT_TURNS);
let reported = false;

// What the query means, without web-search syntax: an excluded word (-decaf) and OR are no part of it.
export function meaningText(query: string, match: FullTextQuery["match"]): string {
  if (match === "any") return query;
  return query
    .replace(/(?:^|\s)-\S+/g, " ")
    .replace(/(?:^|\s)OR(?=\s|$)/g, " ")
    .replaceAll('"', " ");
}

export type UserTurnMeaning = {
  /** A user turn's similarity to the query; null for other rows, or without word vectors. */
  of(id: string, role: string | null, text: string | null): number | null;
  /** Whether any turn got a similarity (the table loaded and the query has a known word). */
  readonly used: boolean;
};

export function userTurnMeaning(query: string, match: FullTextQuery["match"]): UserTurnMeaning {
  let state: { embedder: MeaningEmbedder; question: Float32Array | null } | "unavailable" | null = null;
  let used = false;
  const ready = () => {
    if (state !== null) return state;
    try {
      const embedder = getMeaningEmbedder();
      state = { embedder, question: embedder.embed(meaningText(query, match)) };
    } catch (error) {
      if (!reported) console.warn(`[lore] search without the meaning signal: ${error instanceof Error ? error.message : String(error)}`);
      reported = true;
      state = "unavailable";
    }
    return state;
  };
  return {
    of(id, role, text) {
      if (role !== "user" || text === null) return null;
      const current = ready();
      if (current === "unavailable" || current.question === null) return null;
      const turn = turns.get(`${current.embedder.id}:${id}`, () => current.embedder.embed(text));
      if (turn === null) return null;
      used = true;
      return cosine(current.question, turn);
    },
    get used() {
      return used;
    },
  };
}

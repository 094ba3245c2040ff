import "server-only";
import { embedQuery } from "@/lib/dal/search/embed-query";
import { getLexemeFrequencies } from "@/lib/dal/search/get-lexeme-frequencies";
import { loadSearchHits } from "@/lib/dal/search/load-search-hits";
import { rankByVector, type VectorCandidate } from "@/lib/dal/search/rank-by-vector";
import { rankFullText } from "@/lib/dal/search/rank-full-text";
import { getVectorSupport } from "@/lib/dal/search/vector-support";
import type { Embedder } from "@/lib/embeddings/embedder";
import { toFullTextQuery, type FullTextQuery } from "@/lib/search/full-text-query";
import { fuseRankings, RRF_K } from "@/lib/search/fuse-rankings";
import { findMatchRanges, type MatchRange } from "@/lib/search/match-ranges";
import { decideFloor, queryWords, type FloorDecision } from "@/lib/search/relevance-floor";
import { describeHitLink, describeHitSource, SEARCH_KINDS, type HitSource, type SearchKind } from "@/lib/search/search-hit-source";
import { turnHref, turnNumber } from "@/lib/sessions/turn-number";

// Each ranking contributes its best 50 rows to the fusion; k is at most this.
export const CANDIDATES_PER_LIST = 50;
// Nearest rows below this cosine similarity are left out of the vector ranking: a vector search
// always has 50 nearest rows, but for text that resembles nothing they are noise (unrelated
// texts score about 0 ± 0.05 with the local embedder, 0-0.2 with OpenAI's models).
export const MIN_VECTOR_SIMILARITY = 0.1;

export type HybridHit = {
  kind: SearchKind;
  id: string;
  text: string;
  sessionId: string | null;
  memoryId?: string;
  source: HitSource;
  // ts_rank (length-normalized) and the 1-based place in the full-text ranking; null when the
  // hit did not match the words.
  fullTextRank: number | null;
  fullTextPosition: number | null;
  // 1 - cosine distance and the place in the vector ranking; null in full-text mode or when the
  // hit was not among the nearest rows.
  vectorSimilarity: number | null;
  vectorPosition: number | null;
  // Reciprocal-rank fusion: sum of 1 / (60 + position) over the rankings holding the hit.
  fusedScore: number;
  // Why the hit cleared the relevance floor (lib/search/relevance-floor.ts).
  floor: Extract<FloorDecision, { keep: true }>["reason"];
  // Where the query's words occur in text, [start, end) offsets, for highlighting.
  matches: MatchRange[];
  // A session turn's stored position and its number as every page shows it ("#4"); null for
  // memories and fact sheets.
  turnPosition: number | null;
  turnLabel: string | null;
  // The page that shows the hit, at the exact turn for a session turn (source.href is the page).
  href: string | null;
  // The link text the search page shows, naming a turn by turnLabel.
  linkLabel: string;
};

export type HybridSearchResult = {
  mode: "hybrid" | "fulltext";
  // Why the search is full-text only, when it is.
  fallbackReason: "vector_extension_missing" | "embedder_failed" | null;
  fullTextMatch: FullTextQuery["match"];
  embedderId: string | null;
  rrfK: number;
  hits: HybridHit[];
  // Candidates left out as padding: nearest rows that matched no word and were not close.
  belowFloor: number;
};

// Search over what a workspace may find: accepted (active) memories, observations and fact
// sheets. Pending, rejected and withdrawn proposals are never read by any query below; a
// proposal's words become findable only as the memory its acceptance writes.
export async function hybridSearch(input: {
  workspaceId: string;
  query: string;
  k: number;
  kinds?: readonly SearchKind[];
  embedder?: Embedder;
}): Promise<HybridSearchResult> {
  const { workspaceId } = input;
  // PostgreSQL text cannot hold NUL; it is never meaningful in a search.
  const query = input.query.replaceAll("\u0000", "").trim();
  const k = Math.min(Math.max(Math.floor(input.k) || 1, 1), CANDIDATES_PER_LIST);
  const kinds = input.kinds && input.kinds.length > 0 ? SEARCH_KINDS.filter((kind) => input.kinds!.includes(kind)) : SEARCH_KINDS;
  const fullTextQuery = toFullTextQuery(query);
  const support = await getVectorSupport();
  const result: HybridSearchResult = {
    mode: support.available ? "hybrid" : "fulltext",
    fallbackReason: support.available ? null : "vector_extension_missing",
    fullTextMatch: fullTextQuery.match,
    embedderId: null,
    rrfK: RRF_K,
    hits: [],
    belowFloor: 0,
  };
  // Text without a letter or digit ("?!", "--") matches no word and resembles nothing.
  if (!/[\p{L}\p{N}]/u.test(query)) return result;

  const fullText = getLexemeFrequencies().then((lexemeFrequencies) =>
    rankFullText({ workspaceId, query: fullTextQuery, kinds, limit: CANDIDATES_PER_LIST, lexemeFrequencies }),
  );
  const nearest = async (): Promise<VectorCandidate[]> => {
    if (!support.available) return [];
    const embedded = await embedQuery(query, input.embedder);
    if (!embedded.ok) {
      result.mode = "fulltext";
      result.fallbackReason = "embedder_failed";
      return [];
    }
    result.embedderId = embedded.embedderId;
    const nearestRows = await rankByVector({ workspaceId, vector: embedded.vector, kinds, limit: CANDIDATES_PER_LIST, support });
    return nearestRows.filter((row) => 1 - row.distance >= MIN_VECTOR_SIMILARITY);
  };
  const [textRanked, vectorRanked] = await Promise.all([fullText, nearest()]);

  const key = (c: { kind: SearchKind; id: string }) => `${c.kind}:${c.id}`;
  const rankOf = new Map(textRanked.map((c) => [key(c), c.rank]));
  const distanceOf = new Map(vectorRanked.map((c) => [key(c), c.distance]));
  // Every candidate is loaded (at most two lists of 50): the floor needs each one's text, and the
  // k shown are the best k that clear it.
  const fused = fuseRankings([textRanked.map(key), vectorRanked.map(key)]);
  const ids: Record<SearchKind, string[]> = { memory: [], observation: [], fact_sheet: [] };
  for (const item of fused) {
    const [kind, id] = item.key.split(/:(.*)/s) as [SearchKind, string];
    ids[kind].push(id);
  }
  const loaded = new Map((await loadSearchHits({ workspaceId, ids })).map((hit) => [key(hit), hit]));
  const words = queryWords(query);
  const hits: HybridHit[] = [];
  for (const item of fused) {
    const hit = loaded.get(item.key);
    if (!hit) continue;
    const distance = distanceOf.get(item.key);
    const fullTextRank = rankOf.get(item.key) ?? null;
    const vectorSimilarity = distance === undefined ? null : 1 - distance;
    const floor = decideFloor({ text: hit.text, fullTextRank, vectorSimilarity }, words);
    if (!floor.keep) {
      result.belowFloor += 1;
      continue;
    }
    if (hits.length >= k) continue;
    const source = describeHitSource(hit);
    const turnPosition = hit.kind === "observation" && hit.sessionId && hit.position !== null ? hit.position : null;
    hits.push({
      kind: hit.kind,
      id: hit.id,
      text: hit.text,
      sessionId: hit.sessionId,
      ...(hit.kind === "memory" ? { memoryId: hit.id } : {}),
      source,
      fullTextRank,
      fullTextPosition: item.positions[0] ?? null,
      vectorSimilarity,
      vectorPosition: item.positions[1] ?? null,
      fusedScore: item.score,
      floor: floor.reason,
      matches: findMatchRanges(hit.text, query),
      turnPosition,
      turnLabel: turnPosition === null ? null : turnNumber(turnPosition),
      href: hit.sessionId && hit.kind !== "memory" ? turnHref(hit.sessionId, turnPosition) : source.href,
      linkLabel: describeHitLink(hit),
    });
  }
  result.hits = hits;
  return result;
}

import "server-only";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { gatherBm25Candidates } from "@/lib/dal/search/gather-bm25-candidates";
import { getLexemeFrequencies } from "@/lib/dal/search/get-lexeme-frequencies";
import { loadSearchHits, type LoadedHit } from "@/lib/dal/search/load-search-hits";
import type { VectorCandidate } from "@/lib/dal/search/rank-by-vector";
import { rankSearchHitsByVector } from "@/lib/dal/search/rank-search-hits-by-vector";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import type { Embedder } from "@/lib/embeddings/embedder";
import { anyWordQuery, toFullTextQuery, type FullTextQuery } from "@/lib/search/full-text-query";
import { isQuestion, rewriteQuestion } from "@/lib/search/rewrite-question";
import { userTurnMeaning } from "@/lib/services/search/user-turn-meaning";
import { contentStems } from "@/lib/embeddings/tokenize";
import { RRF_K } from "@/lib/search/fuse-rankings";
import { timeFocusOf } from "@/lib/search/question-time";
import { findMatchRanges, type MatchRange } from "@/lib/search/match-ranges";
import { HYBRID_WEIGHTS } from "@/lib/search/rank-haystack-sessions";
import { decideFloor, queryWords, type FloorDecision } from "@/lib/search/relevance-floor";
import {
  SEARCH_SIGNALS,
  scoreSearchCandidates,
  type ScoredSearchCandidate,
  type SearchCandidate,
  type SearchSignals,
} from "@/lib/search/score-search-candidates";
import { describeHitLink, describeHitSource, SEARCH_KINDS, type HitSource, type SearchKind } from "@/lib/search/search-hit-source";
import { turnHref, turnNumber } from "@/lib/sessions/turn-number";

// The search box ranks with the default retriever's model (lib/search/score-search-candidates.ts):
// the full-text candidates (gatherBm25Candidates: every row holding a kept query word, up to 800
// per kind, 250 when every word is common)
// and the 50 nearest rows by vector are scored together by Okapi BM25 of the row ("bestTurn")
// and of its session as a whole ("session"), with the candidates' own statistics, the row's
// cosine similarity ("vector"), when the query names a time, its session's date ("time"), and its
// session's best candidate user turn by BM25 ("userTurn") and by meaning ("meaning": word
// vectors, lib/embeddings/word-vectors.ts); each signal is scaled to 0..1 over the candidates and
// they are added with HYBRID_WEIGHTS. The retriever's feedback pass is not part of it
// (score-search-candidates.ts says why): `signalsUsed` names what was scored.
// The vector ranking's 50 nearest rows; k is at most this.
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
  // The row's Okapi BM25 (the same as bm25, 0 rather than null for a row that matched only
  // through a word without weight) and its 1-based place by BM25 among the full-text candidates;
  // null when the hit did not match the words.
  fullTextRank: number | null;
  fullTextPosition: number | null;
  // 1 - cosine distance and the place in the vector ranking; null in full-text mode or when the
  // hit was not among the nearest rows.
  vectorSimilarity: number | null;
  vectorPosition: number | null;
  // The final score (the same number as score; it was reciprocal-rank fusion before the search box
  // took the default retriever's ranking).
  fusedScore: number;
  // The default retriever's weighted sum of the signals (lib/search/score-search-candidates.ts).
  score: number;
  // Raw Okapi BM25 of the row and of its session as a whole; null when it matched no word.
  bm25: number | null;
  sessionBm25: number | null;
  // Each signal scaled to 0..1 over the candidates, before the weights.
  signals: SearchSignals;
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

const searchWeights = (): Record<(typeof SEARCH_SIGNALS)[number], number> => {
  const { session, bestTurn, vector, time, userTurn, meaning } = HYBRID_WEIGHTS;
  return { session, bestTurn, vector, time, userTurn, meaning };
};

export type HybridSearchResult = {
  mode: "hybrid" | "fulltext";
  // Why the search is full-text only, when it is.
  fallbackReason: "vector_extension_missing" | "embedder_failed" | null;
  fullTextMatch: FullTextQuery["match"];
  embedderId: string | null;
  // No longer used by the ranking (kept for API clients): always 60.
  rrfK: number;
  // How the hits were ranked: BM25 (row and session), vector, time, best user turn and meaning,
  // added with these weights (the default retriever's, for the signals search has).
  ranking: "bm25_hybrid";
  weights: Record<(typeof SEARCH_SIGNALS)[number], number>;
  // The signals this search scored, in the order the explanation lists them: vector only in
  // hybrid mode, time only when the query names one, meaning only when the word vectors gave a
  // user turn a similarity. The others are 0 for every hit.
  signalsUsed: (typeof SEARCH_SIGNALS)[number][];
  // The text whose words were searched: a question without its scaffolding ("Can you remind me",
  // "How many"), else the query as typed.
  searchedText: string;
  // Whether the query names a time the time signal scored.
  timeFocus: boolean;
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
  // The date relative times in the query are read against ("10 days ago"); now by default.
  now?: Date;
}): Promise<HybridSearchResult> {
  const { workspaceId } = input;
  // PostgreSQL text cannot hold NUL; it is never meaningful in a search.
  const query = input.query.replaceAll("\u0000", "").trim();
  const now = input.now ?? new Date();
  const k = Math.min(Math.max(Math.floor(input.k) || 1, 1), CANDIDATES_PER_LIST);
  const kinds = input.kinds && input.kinds.length > 0 ? SEARCH_KINDS.filter((kind) => input.kinds!.includes(kind)) : SEARCH_KINDS;
  const fullTextQuery = toFullTextQuery(query);
  // A question in plain text is read as the retriever reads one: without its scaffolding ("Can
  // you remind me", "How many"), unless nothing else is left. Keywords and web-search syntax are
  // taken as typed. The time and meaning signals read the query as typed, as the retriever's do.
  const rewritten = fullTextQuery.match === "any" && isQuestion(query) ? rewriteQuestion(query) : query;
  const searchedText = rewritten !== query && contentStems(rewritten).length > 0 ? rewritten : query;
  const lexicalQuery: FullTextQuery = searchedText === query ? fullTextQuery : { text: anyWordQuery(searchedText), match: "any" };
  const support = await getVectorSupport();
  const result: HybridSearchResult = {
    mode: support.available ? "hybrid" : "fulltext",
    fallbackReason: support.available ? null : "vector_extension_missing",
    fullTextMatch: fullTextQuery.match,
    embedderId: null,
    rrfK: RRF_K,
    ranking: "bm25_hybrid",
    weights: searchWeights(),
    signalsUsed: [],
    searchedText,
    timeFocus: timeFocusOf(query, now.toISOString()) !== null,
    hits: [],
    belowFloor: 0,
  };
  // Text without a letter or digit ("?!", "--") matches no word and resembles nothing.
  if (!/[\p{L}\p{N}]/u.test(query)) return result;

  const key = (c: { kind: SearchKind; id: string }) => `${c.kind}:${c.id}`;
  // Rows the vector ranking finds come with their session (for the session and time signals) and
  // their text (for the floor), read in the ranking's own statement; shown rows that only the
  // full-text ranking found are loaded once they are known.
  const loaded = new Map<string, LoadedHit>();
  const gathered = getLexemeFrequencies().then((lexemeFrequencies) => gatherBm25Candidates({ workspaceId, query: lexicalQuery, kinds, lexemeFrequencies }));
  const nearest = async (): Promise<VectorCandidate[]> => {
    if (!support.available) return [];
    const embedded = await embedQuery(query, input.embedder);
    if (!embedded.ok) {
      result.mode = "fulltext";
      result.fallbackReason = "embedder_failed";
      return [];
    }
    result.embedderId = embedded.embedderId;
    const nearestRows = await rankSearchHitsByVector({ workspaceId, vector: embedded.vector, kinds, limit: CANDIDATES_PER_LIST, support });
    const close = nearestRows.filter((row) => 1 - row.candidate.distance >= MIN_VECTOR_SIMILARITY);
    for (const { hit } of close) if (hit) loaded.set(key(hit), hit);
    return close.map((row) => row.candidate);
  };
  const [textRows, vectorRanked] = await Promise.all([gathered, nearest()]);

  const similarityOf = new Map(vectorRanked.map((c) => [key(c), 1 - c.distance]));
  const vectorPositionOf = new Map(vectorRanked.map((c, i) => [key(c), i + 1]));
  const textKeys = new Set(textRows.map(key));
  const load = async (keys: readonly string[]) => {
    const ids: Record<SearchKind, string[]> = { memory: [], observation: [], fact_sheet: [] };
    for (const item of keys) {
      const [kind, id] = item.split(/:(.*)/s) as [SearchKind, string];
      ids[kind].push(id);
    }
    for (const hit of await loadSearchHits({ workspaceId, ids })) loaded.set(key(hit), hit);
  };

  const meaning = userTurnMeaning(query, fullTextQuery.match);
  const candidates: SearchCandidate[] = [
    ...textRows.map((row) => ({
      key: key(row),
      sessionId: row.sessionId,
      sessionTurnCount: row.turnCount,
      length: row.length,
      termFrequencies: Object.fromEntries(row.lexemes.map((lexeme, i) => [lexeme, row.frequencies[i] ?? 0])),
      vectorSimilarity: similarityOf.get(key(row)) ?? null,
      dateText: row.dateText,
      role: row.role,
      meaning: meaning.of(row.id, row.role, row.userText),
    })),
    ...vectorRanked.flatMap((c) => {
      const hit = loaded.get(key(c));
      if (textKeys.has(key(c)) || !hit) return [];
      const sessionId = hit.kind === "observation" ? hit.sessionId : null;
      return [
        {
          key: key(c),
          sessionId,
          sessionTurnCount: hit.sessionTurnCount ?? 1,
          length: null,
          termFrequencies: {},
          vectorSimilarity: 1 - c.distance,
          dateText: hit.sessionDate,
          role: hit.role,
          meaning: meaning.of(hit.id, hit.role, hit.text),
        },
      ];
    }),
  ];
  const terms = [...new Set(textRows.flatMap((row) => row.lexemes))];
  const scored = scoreSearchCandidates({ candidates, terms, query, now: now.toISOString() });
  result.signalsUsed = SEARCH_SIGNALS.filter(
    (signal) => (signal !== "vector" || result.mode === "hybrid") && (signal !== "time" || result.timeFocus) && (signal !== "meaning" || meaning.used),
  );
  const textPositionOf = new Map(
    scored
      .filter((c) => textKeys.has(c.key))
      .sort((a, b) => (b.bm25 ?? 0) - (a.bm25 ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((c, i) => [c.key, i + 1]),
  );
  const ranked = scored.sort(
    (a, b) => b.score - a.score || textPositionOf.get(a.key)! - textPositionOf.get(b.key)! || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );

  // Text candidates always clear the floor, so at most k of them are shown: only those are loaded.
  const words = queryWords(searchedText);
  const kept: ScoredSearchCandidate[] = [];
  for (const item of ranked) {
    if (textKeys.has(item.key)) {
      if (kept.length < k) kept.push(item);
      continue;
    }
    const hit = loaded.get(item.key)!;
    const floor = decideFloor({ text: hit.text, fullTextRank: null, vectorSimilarity: similarityOf.get(item.key) ?? null }, words);
    if (!floor.keep) result.belowFloor += 1;
    else if (kept.length < k) kept.push(item);
  }
  await load(kept.map((item) => item.key).filter((item) => !loaded.has(item)));
  const hits: HybridHit[] = [];
  for (const item of kept) {
    const hit = loaded.get(item.key);
    if (!hit) continue;
    const isText = textKeys.has(item.key);
    const fullTextRank = isText ? (item.bm25 ?? 0) : null;
    const vectorSimilarity = similarityOf.get(item.key) ?? null;
    const floor = decideFloor({ text: hit.text, fullTextRank, vectorSimilarity }, words);
    if (!floor.keep) continue;
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
      fullTextPosition: isText ? textPositionOf.get(item.key)! : null,
      vectorSimilarity,
      vectorPosition: vectorPositionOf.get(item.key) ?? null,
      fusedScore: item.score,
      score: item.score,
      bm25: item.bm25,
      sessionBm25: item.sessionBm25,
      signals: item.signals,
      floor: floor.reason,
      matches: findMatchRanges(hit.text, searchedText),
      turnPosition,
      turnLabel: turnPosition === null ? null : turnNumber(turnPosition),
      href: hit.sessionId && hit.kind !== "memory" ? turnHref(hit.sessionId, turnPosition) : source.href,
      linkLabel: describeHitLink(hit),
    });
  }
  result.hits = hits;
  return result;
}

import { SEARCH_SIGNALS } from "@/lib/search/score-search-candidates";
import { z } from "@/lib/zod";

export const searchKindSchema = z.enum(["memory", "observation", "fact_sheet"]);

// The search page's URL: ?q=…&kind=all|memory|observation|fact_sheet. An unknown kind reads as
// "all" rather than an error, so an old or hand-edited link still searches.
export const searchPageQuerySchema = z.object({
  q: z.string().trim().max(500).optional().default(""),
  kind: z
    .union([z.literal("all"), searchKindSchema])
    .optional()
    .default("all")
    .catch("all"),
});

// For GET /api/v1/search: the response of hybridSearch, field for field.
export const hybridSearchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.string(),
  text: z.string(),
  sessionId: z.string().nullable(),
  memoryId: z.string().optional().describe("Set on memory hits."),
  source: z.object({
    type: z.enum(["memory", "session", "document"]),
    id: z.string().nullable(),
    label: z.string().describe('Where the hit comes from, e.g. "session answer_0714, turn 3 (user)".'),
    href: z.string().nullable().describe("The app page showing the source."),
  }),
  fullTextRank: z
    .number()
    .nullable()
    .describe("The row's Okapi BM25 score (k1 1.2, b 0.75; ts_rank before the default retriever's ranking came to search); null when the words did not match."),
  fullTextPosition: z.number().int().nullable().describe("1-based place by BM25 among the full-text candidates."),
  vectorSimilarity: z.number().nullable().describe("Cosine similarity to the query; null in full-text mode or outside the nearest 50."),
  vectorPosition: z.number().int().nullable().describe("1-based place in the vector ranking."),
  fusedScore: z
    .number()
    .describe("The final score, the same number as score (it was reciprocal-rank fusion before the default retriever's ranking came to search)."),
  score: z.number().describe("The default retriever's weighted sum: the signals below times weights, added."),
  bm25: z.number().nullable().describe("Raw Okapi BM25 of the row among the candidates; null when it matched no word."),
  sessionBm25: z
    .number()
    .nullable()
    .describe("Raw Okapi BM25 of the row's session as a whole (a memory or fact sheet is its own); null when it matched no word."),
  signals: z
    .object({
      session: z.number().describe("Session BM25 scaled to 0..1 by the best candidate."),
      bestTurn: z.number().describe("The row's own BM25 scaled to 0..1 by the best candidate."),
      vector: z.number().describe("Cosine similarity scaled to 0..1 by the best candidate; 0 outside the nearest rows."),
      time: z.number().describe("0..1: how close the session's date is to the time the query names; 0 when it names none."),
      userTurn: z
        .number()
        .describe("BM25 of the best user turn among the session's candidate rows, scaled to 0..1 by the best session; 0 for memories and fact sheets."),
      meaning: z
        .number()
        .describe(
          "Word-vector similarity of the query to the best user turn among the session's candidate rows, min-max scaled over the candidates' sessions.",
        ),
    })
    .describe("Each signal before the weights."),
  floor: z
    .enum(["full_text", "close_vector", "near_spelling"])
    .describe(
      "Why the hit cleared the relevance floor: it matched the words, its vector is close (similarity 0.2 or more), or it holds a near spelling of a query word.",
    ),
  matches: z.array(z.tuple([z.number().int(), z.number().int()])).describe("Where the query's words occur in text: [start, end) offsets in UTF-16 code units."),
  turnPosition: z.number().int().nullable().describe("A session turn's stored position; null for memories and fact sheets."),
  turnLabel: z.string().nullable().describe('The turn\'s number as the app shows it everywhere, e.g. "#4".'),
  href: z.string().nullable().describe("The app page showing the hit, at the exact turn for a session turn (e.g. /sessions/ID#turn-4)."),
  linkLabel: z.string().describe('The link text the app shows, e.g. "session answer_0714, turn #2 (user)".'),
});

export const hybridSearchResponseSchema = z.object({
  mode: z.enum(["hybrid", "fulltext"]),
  fallbackReason: z.enum(["vector_extension_missing", "embedder_failed"]).nullable(),
  fullTextMatch: z
    .enum(["any", "websearch"])
    .describe('"any": plain text matches any of its words; "websearch": quotes, -word or OR were used and are honoured strictly.'),
  embedderId: z.string().nullable(),
  rrfK: z.number().int().describe("No longer used by the ranking; always 60."),
  ranking: z
    .literal("bm25_hybrid")
    .describe("BM25 (row and session), vector, time, best user turn and meaning signals added with weights, as the default retriever ranks."),
  weights: z
    .object({ session: z.number(), bestTurn: z.number(), vector: z.number(), time: z.number(), userTurn: z.number(), meaning: z.number() })
    .describe("The weights score adds the signals with (the default retriever's)."),
  signalsUsed: z
    .array(z.enum(SEARCH_SIGNALS))
    .describe(
      "The signals this search scored, in the order the app's explanation lists them: vector only in hybrid mode, time only when the query names one, meaning only when the word vectors gave a user turn a similarity. The default retriever's feedback pass is not part of search.",
    ),
  searchedText: z
    .string()
    .describe('The text whose words were searched: a question without its scaffolding ("Can you remind me", "How many"), else the query as typed.'),
  timeFocus: z.boolean().describe('Whether the query names a time (e.g. "10 days ago") that the time signal scored.'),
  hits: z.array(hybridSearchHitSchema),
  belowFloor: z.number().int().describe("Candidates left out as padding: nearest rows that matched no word and were not close."),
});

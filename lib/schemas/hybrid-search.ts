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
  fullTextRank: z.number().nullable().describe("PostgreSQL ts_rank, length-normalized; null when the words did not match."),
  fullTextPosition: z.number().int().nullable().describe("1-based place in the full-text ranking."),
  vectorSimilarity: z.number().nullable().describe("Cosine similarity to the query; null in full-text mode or outside the nearest 50."),
  vectorPosition: z.number().int().nullable().describe("1-based place in the vector ranking."),
  fusedScore: z.number().describe("Reciprocal-rank fusion: the sum of 1 / (60 + position) over both rankings."),
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
  rrfK: z.number().int(),
  hits: z.array(hybridSearchHitSchema),
  belowFloor: z.number().int().describe("Candidates left out as padding: nearest rows that matched no word and were not close."),
});

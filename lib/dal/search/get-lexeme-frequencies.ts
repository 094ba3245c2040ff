import "server-only";
import { getDb } from "@/lib/db/prisma";

// A word in more than this share of observations says little about any one of them: plain-text
// search drops it when the query has rarer words (an inverse-document-frequency cut, like a
// corpus-specific stopword list).
export const COMMON_LEXEME_FREQUENCY = 0.1;
const TTL_MS = 5 * 60_000;

export type LexemeFrequencies = { lexemes: string[]; frequencies: number[] };

let cached: { at: number; value: Promise<LexemeFrequencies> } | undefined;

// The share of observations holding each of the most common lexemes (up to ~1,000), from
// PostgreSQL's own statistics: ANALYZE, which autovacuum runs on a server (the embedded database
// has no autovacuum: see refreshSearchStatistics). Without statistics both lists are empty and
// search drops no word. Read at most every five minutes.
export function getLexemeFrequencies(): Promise<LexemeFrequencies> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  const value = getDb().$queryRaw<{ lexeme: string; frequency: number }[]>`
      SELECT x.lexeme, x.frequency::float8 AS frequency FROM pg_stats s,
             unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS x(lexeme, frequency)
       WHERE s.schemaname = current_schema() AND s.tablename = 'Observation' AND s.attname = 'searchVector'
         AND x.lexeme IS NOT NULL`.then((rows) => ({ lexemes: rows.map((r) => r.lexeme), frequencies: rows.map((r) => r.frequency) }));
  cached = { at: Date.now(), value };
  value.catch(() => (cached = undefined));
  return value;
}

// Refreshes the planner statistics search relies on: which lexemes are common, and how rows are
// spread over workspaces. PostgreSQL servers do this through autovacuum; the embedded database
// has none, so call this after a bulk import. After embedPending has rewritten many rows, pass
// vacuum: true to also reclaim the old row versions the updates left behind.
export async function refreshSearchStatistics(options: { vacuum?: boolean } = {}): Promise<void> {
  const db = getDb();
  if (options.vacuum) await db.$executeRaw`VACUUM ANALYZE "Observation", "Memory", "FactSheet"`;
  else await db.$executeRaw`ANALYZE "Observation", "Memory", "FactSheet"`;
  cached = undefined;
}

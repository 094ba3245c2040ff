import "server-only";
import { fullTextCandidateCtes, type FullTextCandidateInput } from "@/lib/dal/search/full-text-candidate-ctes";
import { getDb } from "@/lib/db/prisma";
import type { SearchKind } from "@/lib/search/search-hit-source";

export type FullTextCandidate = { kind: SearchKind; id: string; rank: number };

// The full-text ranking the inbox's similar memories fuse: the best `limit` matches among what
// search may see, gathered as fullTextCandidateCtes describes (rarest words first, bounded per
// word). The candidates are ranked by ts_rank
// over the kept words (or the strict query) with normalization 1 (divided by 1 + log(length): a
// long message that mentions a word once does not outrank a short one about it).
export async function rankFullText(input: FullTextCandidateInput & { limit: number }): Promise<FullTextCandidate[]> {
  const { query, limit } = input;
  if (!query.text.trim() || input.kinds.length === 0) return [];
  return getDb().$queryRaw<FullTextCandidate[]>`
    WITH ${fullTextCandidateCtes(input)}
    SELECT kind, id, rank FROM (
      SELECT 'memory'::text AS kind, id, ts_rank(sv, (SELECT tsq FROM q), 1)::float8 AS rank FROM memories WHERE sv @@ (SELECT tsq FROM q)
      UNION ALL
      SELECT 'observation'::text, id, ts_rank(sv, (SELECT tsq FROM q), 1)::float8 FROM observations WHERE sv @@ (SELECT tsq FROM q)
      UNION ALL
      SELECT 'fact_sheet'::text, id, ts_rank(sv, (SELECT tsq FROM q), 1)::float8 FROM fact_sheets WHERE sv @@ (SELECT tsq FROM q)
    ) hits
    ORDER BY rank DESC, kind, id
    LIMIT ${limit}`;
}

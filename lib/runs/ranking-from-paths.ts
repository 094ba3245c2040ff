// The database can hand over a ranking's external ids and ranks as two flat arrays
// (jsonb_path_query_array), several times faster than whole JSON objects. They give exactly what
// retrievedSessionIds() reads from the objects when every entry has a string externalId and a
// numeric rank, in non-decreasing order: the order the importer and the demo write. Any other
// ranking returns "fallback", and the caller reads the full JSON instead.
export function rankingFromPaths(row: { length: number | null; ids: unknown; ranks: unknown }): string[] | null | "fallback" {
  if (row.length === null) return null;
  const { ids, ranks } = row;
  if (!Array.isArray(ids) || !Array.isArray(ranks) || ids.length !== row.length || ranks.length !== row.length) return "fallback";
  for (let i = 0; i < ids.length; i++) {
    if (typeof ids[i] !== "string" || typeof ranks[i] !== "number") return "fallback";
    if (i > 0 && (ranks[i] as number) < (ranks[i - 1] as number)) return "fallback";
  }
  return ids as string[];
}

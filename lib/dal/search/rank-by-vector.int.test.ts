import { describe, expect, it } from "vitest";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { nearestRowsSql } from "@/lib/dal/search/rank-by-vector";
import { getDb } from "@/lib/db/prisma";
import { embedText } from "@/lib/embeddings/local-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { SEARCH_KINDS } from "@/lib/search/search-hit-source";

describe("nearestRowsSql", () => {
  it("scans a table exactly where told, even when the planner would rather walk its HNSW index", async () => {
    const support = await getVectorSupport();
    if (!support.available) return;
    const input = { workspaceId: "plan-only", vector: toVectorLiteral(embedText("beagle from the shelter")), kinds: SEARCH_KINDS, limit: 50, support };
    const plan = async (exact: { memory: boolean; observation: boolean; fact_sheet: boolean }) => {
      const db = getDb();
      const sql = nearestRowsSql(input, exact);
      // With sequential scans and sorts priced out, every table that may use its HNSW index does.
      const [, rows] = await db.$transaction([
        db.$queryRaw`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`,
        db.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${sql}`,
      ]);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    };
    const mixed = await plan({ memory: true, observation: false, fact_sheet: true });
    expect(mixed).toContain("Observation_embedding_idx");
    expect(mixed).not.toContain("Memory_embedding_idx");
    expect(mixed).not.toContain("FactSheet_embedding_idx");
    const walked = await plan({ memory: false, observation: false, fact_sheet: false });
    for (const index of ["Memory_embedding_idx", "Observation_embedding_idx", "FactSheet_embedding_idx"]) expect(walked).toContain(index);
    expect(await plan({ memory: true, observation: true, fact_sheet: true })).not.toContain("_embedding_idx");
  });
});

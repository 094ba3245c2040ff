import { describe, expect, it } from "vitest";
import { retrievedSessionIds } from "@/lib/runs/comparable-result";
import { rankingFromPaths } from "@/lib/runs/ranking-from-paths";

// What jsonb_path_query_array(retrieved, '$[*].externalId') and '$[*].rank' return.
const paths = (retrieved: Record<string, unknown>[]) => ({
  length: retrieved.length,
  ids: retrieved.flatMap((e) => (e.externalId === undefined ? [] : [e.externalId])),
  ranks: retrieved.flatMap((e) => (e.rank === undefined ? [] : [e.rank])),
});

describe("rankingFromPaths", () => {
  it("gives what retrievedSessionIds gives for a ranking stored in rank order", () => {
    const retrieved = [
      { rank: 1, sessionId: "db1", externalId: "s1" },
      { rank: 2, externalId: "s2" },
      { rank: 2, externalId: "s3" },
    ];
    expect(rankingFromPaths(paths(retrieved))).toEqual(retrievedSessionIds(retrieved));
  });

  it("asks for the full JSON when order, ids or ranks are not plain", () => {
    expect(
      rankingFromPaths(
        paths([
          { rank: 2, externalId: "s2" },
          { rank: 1, externalId: "s1" },
        ]),
      ),
    ).toBe("fallback");
    expect(
      rankingFromPaths(
        paths([
          { rank: 1, sessionId: "db1" },
          { rank: 2, externalId: "s2" },
        ]),
      ),
    ).toBe("fallback");
    expect(rankingFromPaths(paths([{ externalId: "s1" }]))).toBe("fallback");
    expect(rankingFromPaths(paths([{ rank: 1, externalId: 7 }]))).toBe("fallback");
    expect(rankingFromPaths({ length: 1, ids: null, ranks: null })).toBe("fallback");
  });

  it("reads no ranking as no retrieval, and an empty one as empty", () => {
    expect(rankingFromPaths({ length: null, ids: [], ranks: [] })).toBeNull();
    expect(rankingFromPaths({ length: 0, ids: [], ranks: [] })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { COMMON_WORD_CANDIDATES, FULL_TEXT_CANDIDATES } from "@/lib/dal/search/full-text-candidate-ctes";
import { gatherBm25Candidates, type Bm25CandidateRow } from "@/lib/dal/search/gather-bm25-candidates";
import { getDb } from "@/lib/db/prisma";
import { toFullTextQuery } from "@/lib/search/full-text-query";
import { SEARCH_KINDS } from "@/lib/search/search-hit-source";
import { createTestSession, createTestUser, createTestWorkspace } from "@/testing/factories";
import { createTestMemory } from "@/testing/proposal-factories";

// What BM25 is told about each candidate, worked out here the slow, obvious way from the stored
// vectors: every lexeme of the row that the search scores, in the vector's order, with its number
// of positions; the row's length; its session's turn count and date; its role, and its text when
// it is a user turn.
async function expected(input: { workspaceId: string; rowQuery: string; strict: boolean; lexemes: string[] }) {
  const { workspaceId, rowQuery, strict, lexemes } = input;
  const rows = await getDb().$queryRaw<Bm25CandidateRow[]>`
    WITH q AS (SELECT CASE WHEN ${strict} THEN websearch_to_tsquery('english', ${rowQuery}) ELSE to_tsquery('simple', ${rowQuery}) END AS tsq),
    rows AS (
      SELECT 'memory'::text AS kind, m.id, m."searchVector" AS sv, NULL::text AS "sessionId", NULL::text AS "dateSessionId", NULL::text AS role, NULL::text AS content FROM "Memory" m, q
       WHERE m."workspaceId" = ${workspaceId} AND m.status = 'active' AND m."searchVector" @@ q.tsq
      UNION ALL
      SELECT 'observation', o.id, o."searchVector", o."sessionId", o."sessionId", o.role, o.content FROM "Observation" o, q
       WHERE o."workspaceId" = ${workspaceId} AND o."searchVector" @@ q.tsq)
    SELECT r.kind, r.id, r."sessionId", coalesce(s."turnCount", 1)::int AS "turnCount", s."dateText", length(r.sv)::int AS length,
           r.role, CASE WHEN r.role = 'user' THEN r.content END AS "userText",
           coalesce((SELECT array_agg(u.lexeme ORDER BY u.n) FROM unnest(r.sv) WITH ORDINALITY AS u(lexeme, positions, weights, n) WHERE u.lexeme = ANY(${lexemes}::text[])), '{}') AS lexemes,
           coalesce((SELECT array_agg(cardinality(u.positions) ORDER BY u.n) FROM unnest(r.sv) WITH ORDINALITY AS u(lexeme, positions, weights, n) WHERE u.lexeme = ANY(${lexemes}::text[])), '{}')::int[] AS frequencies
      FROM rows r LEFT JOIN "Session" s ON s.id = r."dateSessionId"
     ORDER BY r.kind, r.id`;
  return rows;
}

async function setup() {
  const ws = await createTestWorkspace("bm25-gather");
  const owner = await createTestUser("owner");
  const session = await createTestSession(ws.id, [
    { role: "user", content: "Our beagle Biscuit loves the beach; the beagle swims, and the beagles at the beach bark." },
    { role: "assistant", content: "A beach walk with a beagle sounds lovely. Does Biscuit like cats?" },
    { role: "user", content: "Biscuit chases cats at the beach, never at home." },
    { role: "user", content: "Home is where the piano is." },
  ]);
  await getDb().session.update({ where: { id: session.id }, data: { dateText: "2023/05/20 (Sat) 02:21" } });
  await createTestSession(ws.id, [{ role: "user", content: "The beach near Porto has a beagle café." }]);
  await createTestMemory({ workspaceId: ws.id, ownerId: owner.id, body: "Owns a beagle called Biscuit who goes to the beach." });
  const other = await createTestWorkspace("bm25-gather-elsewhere");
  await createTestSession(other.id, [{ role: "user", content: "Another beagle at another beach." }]);
  return ws;
}

// 840 turns that all hold "lighthouse" and "turn"; every third also holds "twice".
async function lighthouseWorkspace() {
  const ws = await createTestWorkspace("bm25-cap");
  await createTestSession(
    ws.id,
    Array.from({ length: FULL_TEXT_CANDIDATES + 40 }, (_, i) => ({
      role: "user",
      content: `Turn ${i} mentions the lighthouse ${i % 3 === 0 ? "twice: lighthouse" : "once"}.`,
    })),
  );
  return ws;
}

describe("gatherBm25Candidates", () => {
  it("gives each row holding a word of plain text its length, session, and every scored lexeme with its count", async () => {
    const ws = await setup();
    const query = toFullTextQuery("Does our beagle like the beach or cats?");
    expect(query.match).toBe("any");
    const rows = await gatherBm25Candidates({ workspaceId: ws.id, query, kinds: SEARCH_KINDS });
    const lexemes = ["beach", "beagl", "cat", "like"];
    expect(rows).toEqual(await expected({ workspaceId: ws.id, rowQuery: lexemes.join(" | "), strict: false, lexemes }));
    expect(rows.map((r) => r.kind).sort()).toEqual(["memory", "observation", "observation", "observation", "observation"]);
    const first = rows.find((r) => r.lexemes.includes("beagl") && r.frequencies[r.lexemes.indexOf("beagl")] === 3);
    expect(first).toMatchObject({ turnCount: 4, dateText: "2023/05/20 (Sat) 02:21", role: "user", userText: expect.stringMatching(/^Our beagle Biscuit/) });
    expect(rows.find((r) => r.role === "assistant")).toMatchObject({ userText: null });
    expect(rows.find((r) => r.kind === "memory")).toMatchObject({ role: null, userText: null });
  });

  it("keeps web-search syntax strict: only rows with the phrase and without the excluded word", async () => {
    const ws = await setup();
    const query = toFullTextQuery('"beagle swims" -cats');
    expect(query.match).toBe("websearch");
    const rows = await gatherBm25Candidates({ workspaceId: ws.id, query, kinds: SEARCH_KINDS });
    expect(rows).toHaveLength(1);
    expect(rows).toEqual(await expected({ workspaceId: ws.id, rowQuery: query.text, strict: true, lexemes: ["beagl", "swim", "cat"] }));
    expect(rows[0]).toMatchObject({ lexemes: ["beagl", "swim"], frequencies: [3, 1] });
  });

  it(`reads at most ${FULL_TEXT_CANDIDATES} rows of a word that most rows hold`, async () => {
    const ws = await lighthouseWorkspace();
    const rows = await gatherBm25Candidates({ workspaceId: ws.id, query: toFullTextQuery("lighthouse"), kinds: SEARCH_KINDS });
    expect(rows).toHaveLength(FULL_TEXT_CANDIDATES);
    const all = await expected({ workspaceId: ws.id, rowQuery: "lighthous", strict: false, lexemes: ["lighthous"] });
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const row of rows) expect(row).toEqual(byId.get(row.id));
    expect(new Set(rows.flatMap((r) => r.frequencies))).toEqual(new Set([1, 2]));
  });

  it(`reads at most ${COMMON_WORD_CANDIDATES} rows of each table when every word of the query is common`, async () => {
    const ws = await lighthouseWorkspace();
    // As the planner's statistics would say: both words in most observations, "twice" in few.
    const lexemeFrequencies = { lexemes: ["lighthous", "turn"], frequencies: [0.9, 0.5] };
    const gather = (text: string) => gatherBm25Candidates({ workspaceId: ws.id, query: toFullTextQuery(text), kinds: SEARCH_KINDS, lexemeFrequencies });
    expect(await gather("lighthouse")).toHaveLength(COMMON_WORD_CANDIDATES);
    // Two common words share the budget, half each (a row may hold both).
    const two = await gather("lighthouse turn");
    expect(two.length).toBeGreaterThanOrEqual(COMMON_WORD_CANDIDATES / 2);
    expect(two.length).toBeLessThanOrEqual(COMMON_WORD_CANDIDATES);
    // A rarer word drops the common ones and is read whole: the 280 turns that say "twice".
    const rare = await gather("lighthouse twice");
    expect(rare).toHaveLength(280);
    expect(rare.every((r) => r.lexemes.join() === "twice")).toBe(true);
  });
});

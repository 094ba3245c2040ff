import path from "node:path";
import { describe, expect, it } from "vitest";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { embedPending } from "@/lib/services/search/embed-pending";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { createTestWorkspace } from "@/testing/factories";

// Real LongMemEval sessions: the relevance floor must leave nonsense with nothing, and a query
// made of a turn's own distinctive words must still find that turn first, linked at its anchor.
const DIR = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons");
const FILES = ["1_1903aded.json", "3_00ca467f.json", "1_06878be2.json", "1_0a34ad58.json"].map((f) => path.join(DIR, f));
const NONSENSE = ["qwxzv plorp", "blorf quazzle snerp", "florbix wuzzle", "zxqv", "xkcd vvvv jjjj", "asdfgh"];
const RANDOM_WORDS = ["purple elephant trombone", "lorem ipsum dolor", "volcano harpsichord", "quantum marmalade"];

async function importSessions() {
  const ws = await createTestWorkspace("floor");
  await importLongMemEval({ workspaceId: ws.id, benchmark: "lme", paths: FILES });
  await embedPending({ workspaceId: ws.id });
  const turns = await getDb().observation.findMany({
    where: { workspaceId: ws.id, sessionId: { not: null } },
    select: { id: true, content: true, position: true, sessionId: true },
    orderBy: [{ session: { externalId: "asc" } }, { position: "asc" }],
  });
  return { ws, turns };
}

const longWords = (text: string) => [...new Set((text.toLowerCase().match(/[a-z]{8,}/g) ?? []).filter((w) => !/(.)\1\1/.test(w)))];

describe("the relevance floor on real LongMemEval sessions", () => {
  it("returns nothing for nonsense, and only hits sharing a word for random words", async () => {
    const { ws, turns } = await importSessions();
    expect(turns.length).toBeGreaterThan(50);
    for (const query of NONSENSE) {
      const result = await hybridSearch({ workspaceId: ws.id, query, k: 20 });
      expect({ query, hits: result.hits.map((h) => h.text.slice(0, 60)) }).toEqual({ query, hits: [] });
    }
    for (const query of RANDOM_WORDS) {
      const { hits } = await hybridSearch({ workspaceId: ws.id, query, k: 20 });
      for (const hit of hits) expect({ query, floor: hit.floor, matched: hit.matches.length > 0 }).toEqual({ query, floor: "full_text", matched: true });
    }
  });

  it("finds a turn first from its own distinctive words, numbered and linked as the session page shows it", async () => {
    const { ws, turns } = await importSessions();
    // Full text matches stems ("exchanging" finds "exchange"): a word is distinctive when no other
    // turn holds its first six letters.
    const elsewhere = (word: string, id: string) => turns.some((t) => t.id !== id && t.content.toLowerCase().includes(word.slice(0, 6)));
    // Every 5th turn with three words of eight letters or more that no other turn holds.
    const picks = turns
      .filter((_, i) => i % 5 === 0)
      .map((t) => ({
        turn: t,
        words: longWords(t.content)
          .filter((w) => !elsewhere(w, t.id))
          .slice(0, 3),
      }))
      .filter((p) => p.words.length === 3);
    expect(picks.length).toBeGreaterThanOrEqual(5);
    for (const { turn, words } of picks) {
      const { hits } = await hybridSearch({ workspaceId: ws.id, query: words.join(" "), k: 10 });
      const top = hits[0];
      expect({ words, top: top?.id }).toEqual({ words, top: turn.id });
      expect(top).toMatchObject({
        floor: "full_text",
        turnPosition: turn.position,
        turnLabel: `#${turn.position}`,
        href: `/sessions/${turn.sessionId}#turn-${turn.position}`,
      });
      const marked = top!.matches.map(([a, b]) => top!.text.slice(a, b).toLowerCase());
      for (const word of words) expect(marked).toContain(word);
    }
  });

  it("still finds a misspelt word's turn through its near spelling", async () => {
    const { ws, turns } = await importSessions();
    // A short turn: in a long one a single word is too small a part of its vector to be near.
    const distinct = (t: (typeof turns)[number]) =>
      longWords(t.content).find((w) => w.length >= 9 && !turns.some((o) => o.id !== t.id && o.content.toLowerCase().includes(w.slice(0, 6))));
    const turn = turns.find((t) => t.content.length < 300 && distinct(t))!;
    const word = distinct(turn)!;
    // Swap two neighbouring letters in the middle: one slip, no longer a full-text match.
    let i = Math.floor(word.length / 2);
    while (word[i] === word[i + 1]) i += 1;
    const typo = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const { hits, mode } = await hybridSearch({ workspaceId: ws.id, query: typo, k: 5 });
    if (mode !== "hybrid") return expect(hits).toEqual([]);
    expect({ typo, top: hits[0]?.id }).toEqual({ typo, top: turn.id });
    expect(hits[0]!.floor).not.toBe("full_text");
  });
});

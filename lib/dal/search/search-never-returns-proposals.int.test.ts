// Property: whatever the query, no search (hybrid, full text, near-duplicates) returns a
// pending, rejected or withdrawn proposal's text, an archived memory, or another workspace's row.
// Several generated workspaces hold memories, observations, fact sheets and proposals in every
// status; each non-accepted proposal carries words that exist nowhere else, and shares common
// words with everything else so that both rankings have reasons to come near it.
import { describe, expect, it } from "vitest";
import { findSimilarMemories } from "@/lib/services/search/find-similar-memories";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { embedPending } from "@/lib/services/search/embed-pending";
import { getDb } from "@/lib/db/prisma";
import { createRandom, type Random } from "@/lib/demo/seeded-random";
import { SEARCH_KINDS } from "@/lib/search/search-hit-source";
import { createTestSession, createTestUser, createTestWorkspace } from "@/testing/factories";

const SEED = 20261130;
const COMMON = "apartment beagle budget coffee garden guitar marathon moving piano recipe sourdough spring trip weekend yoga".split(" ");
const STATUSES = ["pending", "rejected", "withdrawn", "accepted"] as const;

// Words no other generated text contains: an unusual prefix plus random letters.
const secretWord = (random: Random) => `zxq${Array.from({ length: 6 }, () => String.fromCharCode(97 + random.int(0, 25))).join("")}`;
const sentence = (random: Random, extra: string[] = []) => random.shuffle([...random.sample(COMMON, 3), ...extra]).join(" ");

type World = {
  workspaceId: string;
  visible: Set<string>; // kind:id of every row search may return here
  hiddenWords: string[]; // words of this workspace's non-accepted proposals
  hiddenBodies: string[];
  acceptedWords: string[];
};

async function buildWorld(random: Random): Promise<World> {
  const db = getDb();
  const ws = await createTestWorkspace("prop");
  const owner = await createTestUser("owner");
  const proposer = await createTestUser("agent");
  const world: World = { workspaceId: ws.id, visible: new Set(), hiddenWords: [], hiddenBodies: [], acceptedWords: [] };
  const session = await createTestSession(
    ws.id,
    Array.from({ length: 8 }, () => ({ role: random.pick(["user", "assistant"]), content: `${sentence(random)}.` })),
  );
  for (const o of await db.observation.findMany({ where: { sessionId: session.id }, select: { id: true } })) world.visible.add(`observation:${o.id}`);
  const extractor = await db.extractor.create({ data: { workspaceId: ws.id, name: "x", version: "1", promptHash: "h" } });
  const sheet = await db.factSheet.create({ data: { workspaceId: ws.id, sessionId: session.id, extractorId: extractor.id, text: `${sentence(random)}.` } });
  world.visible.add(`fact_sheet:${sheet.id}`);
  for (let i = 0; i < 6; i++) {
    const memory = await db.memory.create({
      data: { workspaceId: ws.id, ownerId: owner.id, body: `${sentence(random)}.`, status: i === 0 ? "archived" : "active" },
    });
    if (i !== 0) world.visible.add(`memory:${memory.id}`);
  }
  for (const status of [...STATUSES, ...STATUSES]) {
    const words = [secretWord(random), secretWord(random)];
    const body = `${sentence(random, words)}.`;
    let memoryId: string | undefined;
    if (status === "accepted") {
      const memory = await db.memory.create({ data: { workspaceId: ws.id, ownerId: owner.id, body } });
      memoryId = memory.id;
      world.visible.add(`memory:${memory.id}`);
      world.acceptedWords.push(...words);
    } else {
      world.hiddenWords.push(...words);
      world.hiddenBodies.push(body);
    }
    const decided = status === "pending" ? {} : { decidedAt: new Date(), decidedById: status === "withdrawn" ? proposer.id : owner.id };
    await db.proposal.create({ data: { workspaceId: ws.id, ownerId: owner.id, proposerId: proposer.id, body, status, memoryId, ...decided } });
  }
  await embedPending({ workspaceId: ws.id });
  return world;
}

function generateQueries(random: Random, worlds: World[]): string[] {
  const hiddenWords = worlds.flatMap((w) => w.hiddenWords);
  const hiddenBodies = worlds.flatMap((w) => w.hiddenBodies);
  const any = () => random.pick([...hiddenWords, ...COMMON]);
  const queries = [
    ...hiddenBodies,
    ...hiddenWords,
    ...Array.from({ length: 20 }, () => `${random.pick(hiddenWords)} ${random.pick(hiddenWords)}`),
    ...Array.from({ length: 20 }, () => `${random.pick(COMMON)} ${random.pick(hiddenWords)} ${random.pick(COMMON)}`),
    ...Array.from({ length: 15 }, () => secretWord(random)),
    ...COMMON,
    // SQL-looking text: it is a bound parameter, so it can only ever be searched for.
    `'; DROP TABLE "Proposal"; --`,
    `1' OR '1'='1`,
    `%`,
    `_`,
    `\\`,
    `$1`,
    `::vector`,
    `') UNION SELECT body FROM "Proposal" --`,
    `${random.pick(hiddenWords)}' OR status = 'pending`,
    `body @@ to_tsquery('${random.pick(hiddenWords)}')`,
    `*`,
    `[0.1,0.2]`,
    // Web-search syntax, well- and ill-formed.
    `"a" OR -b`,
    `-`,
    `"`,
    `""`,
    `OR`,
    `- -`,
    `"unclosed ${any()}`,
    `${any()} OR`,
    `OR ${any()}`,
    `-"${any()} ${any()}"`,
    ...Array.from({ length: 15 }, () => `"${any()}" OR -${any()}`),
    ...Array.from({ length: 10 }, () => `-${random.pick(COMMON)} ${random.pick(hiddenWords)}`),
    // Empty-ish and unusual text.
    "",
    " ",
    "\t\n",
    "!!!",
    "'",
    "…",
    "🙂",
    "東京",
    "a",
    "the",
    "\u0000",
    "x\u0000y",
    `"\u0000" OR -x`,
    `${"beagle ".repeat(70)}`.trim(),
  ];
  return queries;
}

describe("search never returns what is not accepted", () => {
  it("over hundreds of generated queries, in every search function, in every workspace", async () => {
    const random = createRandom(SEED);
    const worlds: World[] = [];
    for (let i = 0; i < 4; i++) worlds.push(await buildWorld(random));
    const hiddenWords = worlds.flatMap((w) => w.hiddenWords);
    const hiddenBodies = new Set(worlds.flatMap((w) => w.hiddenBodies));
    const queries = generateQueries(random, worlds);
    expect(queries.length).toBeGreaterThanOrEqual(200);

    const violations: string[] = [];
    const check = (where: string, world: World, hits: { kind: string; id: string; text: string }[]) => {
      for (const hit of hits) {
        if (!world.visible.has(`${hit.kind}:${hit.id}`)) violations.push(`${where}: ${hit.kind} ${hit.id} is not searchable here`);
        if (hiddenBodies.has(hit.text) || hiddenWords.some((word) => hit.text.includes(word)))
          violations.push(`${where}: returned proposal text "${hit.text}"`);
      }
    };
    for (const [q, query] of queries.entries()) {
      for (const world of worlds) {
        const where = `query #${q} ${JSON.stringify(query)}`;
        const kinds = random.chance(0.3) ? random.sample(SEARCH_KINDS, random.int(1, 3)) : undefined;
        const hybrid = await hybridSearch({ workspaceId: world.workspaceId, query, k: random.int(1, 50), kinds });
        check(`hybridSearch ${where}`, world, hybrid.hits);
        const similar = await findSimilarMemories({ workspaceId: world.workspaceId, text: query, k: 10, minSimilarity: -1 });
        check(
          `findSimilarMemories ${where}`,
          world,
          similar.memories.map((m) => ({ kind: "memory", id: m.memoryId, text: m.body })),
        );
      }
    }
    expect(violations).toEqual([]);

    // The control: accepted proposals' words are found, as the memories their acceptance wrote.
    for (const world of worlds) {
      for (const word of world.acceptedWords) {
        const { hits } = await hybridSearch({ workspaceId: world.workspaceId, query: word, k: 5 });
        expect(hits[0]?.kind, word).toBe("memory");
        expect(hits[0]?.text).toContain(word);
      }
    }
  }, 300_000);
});

import { describe, expect, it } from "vitest";
import { hasDemoWorkspace } from "@/lib/dal/demo/has-demo-workspace";
import { seedDemoWorkspace } from "@/lib/services/demo/seed-demo-workspace";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { embedPending } from "@/lib/services/search/embed-pending";
import { getDb } from "@/lib/db/prisma";
import { DEMO_WORKSPACE_SLUG } from "@/lib/demo/generate-demo-data";

// The relevance floor on the demo workspace, what a new user searches first.
const NONSENSE = ["qwxzv plorp", "blorf quazzle snerp", "florbix wuzzle", "zxqv", "asdfgh"];

describe("the relevance floor on the demo workspace", () => {
  it("returns nothing for nonsense and a demo turn first for its own distinctive words", async () => {
    const db = getDb();
    if (!(await hasDemoWorkspace(db))) await seedDemoWorkspace(db);
    const { id: workspaceId } = await db.workspace.findUniqueOrThrow({ where: { slug: DEMO_WORKSPACE_SLUG }, select: { id: true } });
    await embedPending({ workspaceId });
    for (const query of NONSENSE) {
      const { hits } = await hybridSearch({ workspaceId, query, k: 20 });
      expect({ query, hits: hits.map((h) => h.text.slice(0, 60)) }).toEqual({ query, hits: [] });
    }
    const turns = await db.observation.findMany({
      where: { workspaceId, sessionId: { not: null } },
      select: { id: true, content: true, position: true },
      orderBy: [{ session: { externalId: "asc" } }, { position: "asc" }],
    });
    const lower = turns.map((t) => t.content.toLowerCase());
    const distinctive = (i: number) =>
      [...new Set(lower[i]!.match(/[a-z]{8,}/g) ?? [])].filter((w) => !lower.some((other, j) => j !== i && other.includes(w.slice(0, 5)))).slice(0, 2);
    const picks = turns.map((turn, i) => ({ turn, words: distinctive(i) })).filter((p) => p.words.length === 2);
    expect(picks.length).toBeGreaterThanOrEqual(3);
    // Among turns: the demo's fact sheets and memories restate the same words and may rank first.
    for (const { turn, words } of picks.slice(0, 20)) {
      const { hits } = await hybridSearch({ workspaceId, query: words.join(" "), k: 10, kinds: ["observation"] });
      expect({ words, top: hits[0]?.id, label: hits[0]?.turnLabel }).toEqual({ words, top: turn.id, label: `#${turn.position}` });
    }
  });
});

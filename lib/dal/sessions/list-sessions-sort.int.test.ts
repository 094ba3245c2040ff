import { beforeAll, describe, expect, it } from "vitest";
import { listSessions } from "@/lib/dal/sessions/list-sessions";
import { getDb } from "@/lib/db/prisma";
import { parseSessionListQuery } from "@/lib/sessions/session-list-query";
import { createTestSession, createTestWorkspace } from "@/testing/factories";

type Fixture = { workspaceId: string; extractorIds: string[] };

// Three sessions, each first on a different column: "early" is the oldest with the most turns,
// "late" the newest with two fact sheets, "none" has no date and no sheet. The first extractor's
// sheets are analyzed (late: 0.9 coverage, 1 lost detail; early: 0.2 coverage, 5 lost details).
async function seed(): Promise<Fixture> {
  const ws = await createTestWorkspace();
  const db = getDb();
  const turns = (n: number) => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `Turn ${i} about the garden.` }));
  const early = await createTestSession(ws.id, turns(5));
  const late = await createTestSession(ws.id, turns(2));
  const none = await createTestSession(ws.id, turns(3));
  await db.session.update({ where: { id: early.id }, data: { externalId: "b-early", date: new Date("2023-01-01T00:00:00Z") } });
  await db.session.update({ where: { id: late.id }, data: { externalId: "c-late", date: new Date("2023-06-01T00:00:00Z") } });
  await db.session.update({ where: { id: none.id }, data: { externalId: "a-none" } });
  const extractors = await Promise.all(
    ["one", "two"].map((name) => db.extractor.create({ data: { workspaceId: ws.id, name, version: "1", promptHash: name }, select: { id: true } })),
  );
  const sheet = (sessionId: string, extractorId: string, analysis: { coverage: number; lostDetailCount: number } | null) =>
    db.factSheet.create({
      data: { workspaceId: ws.id, sessionId, extractorId, text: "- A fact.", ...(analysis ?? {}), answerBearingLost: analysis ? false : null },
    });
  await sheet(late.id, extractors[0]!.id, { coverage: 0.9, lostDetailCount: 1 });
  await sheet(early.id, extractors[0]!.id, { coverage: 0.2, lostDetailCount: 5 });
  await sheet(late.id, extractors[1]!.id, null);
  return { workspaceId: ws.id, extractorIds: extractors.map((e) => e.id) };
}

let f: Fixture;
beforeAll(async () => {
  f = await seed();
}, 60_000);

const order = async (
  sort: NonNullable<Parameters<typeof listSessions>[0]["sort"]>,
  dir?: "asc" | "desc",
  extra: { extractorId?: string; take?: number } = {},
) =>
  (await listSessions({ workspaceId: f.workspaceId, sort, dir, take: extra.take ?? 50, skip: 0, extractorId: extra.extractorId })).sessions.map(
    (s) => s.externalId,
  );

describe("listSessions sorting", () => {
  it("sorts by date, newest first by default, sessions without a date last in either direction", async () => {
    expect(await order("date")).toEqual(["c-late", "b-early", "a-none"]);
    expect(await order("date", "asc")).toEqual(["b-early", "c-late", "a-none"]);
  });

  it("sorts by id, turns and fact sheets over every session before the page is cut", async () => {
    expect(await order("session")).toEqual(["a-none", "b-early", "c-late"]);
    expect(await order("session", "desc")).toEqual(["c-late", "b-early", "a-none"]);
    expect(await order("turns")).toEqual(["b-early", "a-none", "c-late"]);
    expect(await order("turns", "asc", { take: 1 })).toEqual(["c-late"]);
    expect(await order("factSheets")).toEqual(["c-late", "b-early", "a-none"]);
    expect(await order("haystacks", "desc")).toHaveLength(3);
  });

  it("sorts by the extractor's coverage and lost details, and by date without an extractor", async () => {
    const one = { extractorId: f.extractorIds[0] };
    expect(await order("coverage", undefined, one)).toEqual(["b-early", "c-late"]);
    expect(await order("coverage", "desc", one)).toEqual(["c-late", "b-early"]);
    expect(await order("lost", undefined, one)).toEqual(["b-early", "c-late"]);
    expect(await order("lost", "asc", one)).toEqual(["c-late", "b-early"]);
    // Without an extractor there is no coverage to sort by: date order.
    expect(await order("coverage", "asc")).toEqual(await order("date"));
  });

  it("reads a hostile sort in the URL as date order", async () => {
    const query = parseSessionListQuery({ sort: 's."externalId"; DROP TABLE "Session"', dir: "DESC NULLS FIRST" });
    expect([query.sort, query.dir]).toEqual(["date", undefined]);
    expect(await order(query.sort, query.dir)).toEqual(["c-late", "b-early", "a-none"]);
  });
});

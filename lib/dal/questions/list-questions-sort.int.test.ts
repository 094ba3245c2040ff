import { beforeAll, describe, expect, it } from "vitest";
import { listQuestions } from "@/lib/dal/questions/list-questions";
import { getDb } from "@/lib/db/prisma";
import { parseQuestionListQuery, questionSortOf } from "@/lib/questions/question-list-query";
import { createTestSession, createTestWorkspace } from "@/testing/factories";

type Fixture = { workspaceId: string };

// Three questions, each first on a different column: q1 has the most evidence turns, q2 the
// biggest haystack, q3 the first answer alphabetically; another workspace's question must not show.
async function seed(): Promise<Fixture> {
  const ws = await createTestWorkspace();
  const other = await createTestWorkspace("other");
  const db = getDb();
  const benchmark = await db.benchmark.create({ data: { workspaceId: ws.id, name: "bench" }, select: { id: true } });
  const theirs = await db.benchmark.create({ data: { workspaceId: other.id, name: "bench" }, select: { id: true } });
  const question = (benchmarkId: string, externalId: string, type: string, answer: string) =>
    db.question.create({ data: { benchmarkId, externalId, type, text: `Question ${externalId}?`, answer, answerSessionIds: [] }, select: { id: true } });
  const q1 = await question(benchmark.id, "q1", "temporal-reasoning", "Zucchini");
  const q2 = await question(benchmark.id, "q2", "multi-session", "Melon");
  await question(benchmark.id, "q3", "single-session-user", "Apple");
  await question(theirs.id, "q0", "abc", "Aardvark");
  const session = await createTestSession(ws.id, [
    { role: "user", content: "one" },
    { role: "assistant", content: "two" },
    { role: "user", content: "three" },
  ]);
  const turns = await db.observation.findMany({ where: { sessionId: session.id }, select: { id: true } });
  await db.evidenceTurn.createMany({ data: turns.map((t) => ({ questionId: q1.id, observationId: t.id })) });
  const more = await Promise.all([1, 2].map(() => createTestSession(ws.id, [{ role: "user", content: "hay" }])));
  await db.haystackSession.createMany({ data: [session, ...more].map((s, position) => ({ questionId: q2.id, position, sessionId: s.id })) });
  return { workspaceId: ws.id };
}

let f: Fixture;
beforeAll(async () => {
  f = await seed();
}, 60_000);

const order = async (href: string, take = 50) => {
  const query = parseQuestionListQuery(Object.fromEntries(new URL(href, "http://x").searchParams));
  const { questions } = await listQuestions({ workspaceId: f.workspaceId, ...questionSortOf(query), take, skip: 0 });
  return questions.map((q) => q.externalId);
};

describe("listQuestions sorting", () => {
  it("keeps the default order (benchmark, then id) and sorts by id both ways", async () => {
    expect(await order("/questions")).toEqual(["q1", "q2", "q3"]);
    expect(await order("/questions?sort=question&dir=desc")).toEqual(["q3", "q2", "q1"]);
  });

  it("sorts by type, answer, evidence turns and haystack over every question before the page is cut", async () => {
    expect(await order("/questions?sort=type")).toEqual(["q2", "q3", "q1"]);
    expect(await order("/questions?sort=answer")).toEqual(["q3", "q2", "q1"]);
    expect(await order("/questions?sort=answer&dir=desc", 1)).toEqual(["q1"]);
    expect(await order("/questions?sort=evidence")).toEqual(["q1", "q2", "q3"]);
    expect(await order("/questions?sort=haystack", 1)).toEqual(["q2"]);
    expect(await order("/questions?sort=haystack&dir=asc")).toEqual(["q1", "q3", "q2"]);
  });

  it("reads a hostile sort as the default order", async () => {
    expect(await order('/questions?sort=externalId";DROP&dir=%27')).toEqual(["q1", "q2", "q3"]);
  });
});

import { describe, expect, it } from "vitest";
import { memoryExists } from "@/lib/dal/memories/memory-exists";
import { questionExists } from "@/lib/dal/questions/question-exists";
import { runExists } from "@/lib/dal/runs/run-exists";
import { sessionExists } from "@/lib/dal/sessions/session-exists";
import { studyExists } from "@/lib/dal/studies/study-exists";
import { getDb } from "@/lib/db/prisma";
import { createTestSession, createTestUser, createTestWorkspace, uniq } from "@/testing/factories";

// One record of each kind with a record page, in one workspace; a second workspace holds none.
async function seed() {
  const db = getDb();
  const ws = await createTestWorkspace();
  const other = await createTestWorkspace("other");
  const owner = await createTestUser("owner");
  await db.membership.create({ data: { workspaceId: ws.id, userId: owner.id, role: "member" } });
  const session = await createTestSession(ws.id, [{ role: "user", content: "I moved to Lisbon." }]);
  const memory = await db.memory.create({
    data: {
      workspaceId: ws.id,
      ownerId: owner.id,
      body: "Lives in Lisbon.",
      revisions: { create: { number: 1, body: "Lives in Lisbon.", authorId: owner.id } },
    },
    select: { id: true },
  });
  const benchmark = await db.benchmark.create({ data: { workspaceId: ws.id, name: uniq("bench") }, select: { id: true } });
  const question = await db.question.create({
    data: { benchmarkId: benchmark.id, externalId: uniq("q"), type: "single-session-user", text: "Where do I live?", answer: "Lisbon" },
    select: { id: true },
  });
  const run = await db.run.create({ data: { workspaceId: ws.id, benchmarkId: benchmark.id, name: uniq("run"), kind: "retrieval" }, select: { id: true } });
  const study = await db.study.create({
    data: { workspaceId: ws.id, benchmarkId: benchmark.id, name: uniq("study"), fileName: "study.yaml", fileText: "", plan: {} },
    select: { id: true, name: true },
  });
  return { ws, other, sessionId: session.id, memoryId: memory.id, questionId: question.id, runId: run.id, study };
}

describe("record existence lookups for the record pages' layouts", () => {
  it("find each record in its own workspace", async () => {
    const f = await seed();
    const workspaceId = f.ws.id;
    expect(await sessionExists({ workspaceId, sessionId: f.sessionId })).toBe(true);
    expect(await memoryExists({ workspaceId, memoryId: f.memoryId })).toBe(true);
    expect(await questionExists({ workspaceId, questionId: f.questionId })).toBe(true);
    expect(await runExists({ workspaceId, runId: f.runId })).toBe(true);
    expect(await studyExists({ workspaceId, study: f.study.id })).toBe(true);
    // The study page is also addressed by the study's name.
    expect(await studyExists({ workspaceId, study: f.study.name })).toBe(true);
  });

  it("do not find another workspace's records (the page answers 404, as for a missing one)", async () => {
    const f = await seed();
    const workspaceId = f.other.id;
    expect(await sessionExists({ workspaceId, sessionId: f.sessionId })).toBe(false);
    expect(await memoryExists({ workspaceId, memoryId: f.memoryId })).toBe(false);
    expect(await questionExists({ workspaceId, questionId: f.questionId })).toBe(false);
    expect(await runExists({ workspaceId, runId: f.runId })).toBe(false);
    expect(await studyExists({ workspaceId, study: f.study.id })).toBe(false);
    expect(await studyExists({ workspaceId, study: f.study.name })).toBe(false);
  });

  it("do not find ids that name no record, nor a record of another kind", async () => {
    const f = await seed();
    const workspaceId = f.ws.id;
    const unknown = uniq("missing");
    expect(await sessionExists({ workspaceId, sessionId: unknown })).toBe(false);
    expect(await memoryExists({ workspaceId, memoryId: unknown })).toBe(false);
    expect(await questionExists({ workspaceId, questionId: unknown })).toBe(false);
    expect(await runExists({ workspaceId, runId: unknown })).toBe(false);
    expect(await studyExists({ workspaceId, study: unknown })).toBe(false);
    // A run's id is not a session's, nor a session's a memory's.
    expect(await sessionExists({ workspaceId, sessionId: f.runId })).toBe(false);
    expect(await memoryExists({ workspaceId, memoryId: f.sessionId })).toBe(false);
  });
});

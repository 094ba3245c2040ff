import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/prisma";
import { uniq } from "@/testing/factories";

// schema.prisma and the hand-written SQL migrations must agree: every model is written and
// read back through the generated client (which selects every scalar column) on the freshly
// migrated database.
describe("schema.prisma agrees with the migrations", () => {
  it("writes and reads every model through the generated client", async () => {
    const db = getDb();
    const user = await db.user.create({ data: { email: `${uniq("u")}@t.lore`, name: "U", passwordHash: "x", emailVerified: new Date(), image: "i" } });
    const workspace = await db.workspace.create({ data: { name: "W", slug: uniq("w"), isDemo: false } });
    await db.membership.create({ data: { workspaceId: workspace.id, userId: user.id, role: "admin" } });
    await db.account.create({
      data: {
        userId: user.id,
        type: "oauth",
        provider: "github",
        providerAccountId: uniq("gh"),
        refresh_token: "r",
        access_token: "a",
        expires_at: 1,
        token_type: "bearer",
        scope: "s",
        id_token: "i",
        session_state: "s",
      },
    });
    await db.authSession.create({ data: { sessionToken: uniq("st"), userId: user.id, expires: new Date() } });
    await db.verificationToken.create({ data: { identifier: "x", token: uniq("vt"), expires: new Date() } });
    await db.apiToken.create({
      data: {
        workspaceId: workspace.id,
        userId: user.id,
        name: "t",
        tokenHash: uniq("th"),
        prefix: "lore_",
        scopes: ["memories:write"],
        lastUsedAt: new Date(),
        expiresAt: new Date(),
      },
    });
    const session = await db.session.create({
      data: { workspaceId: workspace.id, externalId: "s1", date: new Date(), dateText: "2023/05/20 (Sat) 02:21", contentHash: uniq("c"), turnCount: 1 },
    });
    const observation = await db.observation.create({
      data: {
        workspaceId: workspace.id,
        sessionId: session.id,
        kind: "message",
        position: 0,
        role: "user",
        content: "I moved to Lisbon in 2021.",
        contentHash: "h",
        source: "test",
      },
    });
    await db.observation.create({ data: { workspaceId: workspace.id, kind: "document_fragment", position: 0, content: "A fragment.", contentHash: "h2" } });
    const memory = await db.memory.create({ data: { workspaceId: workspace.id, ownerId: user.id, body: "Lives in Lisbon." } });
    await db.memory.update({ where: { id: memory.id }, data: { status: "archived", currentRevision: 2 } });
    await db.memoryRevision.create({ data: { memoryId: memory.id, number: 1, body: "Lives in Lisbon.", authorId: user.id, reason: "r" } });
    await db.memorySource.create({ data: { memoryId: memory.id, observationId: observation.id } });
    const proposal = await db.proposal.create({
      data: { workspaceId: workspace.id, proposerId: user.id, ownerId: user.id, body: "b", targetMemoryId: memory.id },
    });
    await db.proposal.update({
      where: { id: proposal.id },
      data: { status: "accepted", decidedById: user.id, decidedAt: new Date(), decisionReason: "ok", memoryId: memory.id },
    });
    await db.proposalCitation.create({ data: { proposalId: proposal.id, observationId: observation.id } });
    const extractor = await db.extractor.create({
      data: { workspaceId: workspace.id, name: "x", version: "1", parameters: { a: 1 }, prompt: "p", promptHash: "ph" },
    });
    const factSheet = await db.factSheet.create({
      data: { workspaceId: workspace.id, sessionId: session.id, extractorId: extractor.id, text: "- moved to Lisbon", passthrough: false },
    });
    await db.factSheetViewAnalysis.create({ data: { factSheetId: factSheet.id, workspaceId: workspace.id, key: "k", data: '{"lostDetails":[]}' } });
    const benchmark = await db.benchmark.create({ data: { workspaceId: workspace.id, name: uniq("b"), description: "d" } });
    const question = await db.question.create({
      data: {
        benchmarkId: benchmark.id,
        externalId: "q1",
        type: "single-session-user",
        text: "Where?",
        answer: "Lisbon",
        questionDate: "2023/06/01",
        isAbstention: false,
        answerSessionIds: ["s1"],
      },
    });
    await db.haystackSession.create({ data: { questionId: question.id, position: 0, sessionId: session.id, dateText: "d" } });
    await db.evidenceTurn.create({ data: { questionId: question.id, observationId: observation.id } });
    const run = await db.run.create({
      data: {
        workspaceId: workspace.id,
        benchmarkId: benchmark.id,
        name: "r",
        kind: "retrieval",
        configuration: { k: 10 },
        creatorId: user.id,
        status: "running",
        reader: "rd",
        judge: "j",
        notes: "n",
        tags: ["a"],
      },
    });
    await db.run.update({ where: { id: run.id }, data: { status: "completed", completedAt: new Date(), archivedAt: new Date() } });
    const result = await db.runResult.create({
      data: {
        runId: run.id,
        questionId: question.id,
        questionExternalId: "q1",
        questionType: "single-session-user",
        hypothesis: "Lisbon",
        correct: true,
        judgeOutput: { label: true },
        readerInputTokens: 10,
        retrieved: [{ rank: 1 }],
        evidenceCoverage: 1,
        answerInContext: true,
      },
    });
    // The result's insert created the run's summary row (a trigger); every column round-trips.
    const summary = {
      computedAt: new Date(),
      results: 1,
      judged: 1,
      correct: 1,
      readerTokensMean: 10,
      evidenceCoverageMean: 1,
      recallN: 1,
      recallAt10: 1,
      recallK: 10,
      recallAtK: 1,
    };
    await db.runSummary.update({ where: { runId: run.id }, data: summary });
    expect(await db.runSummary.findUnique({ where: { runId: run.id } })).toMatchObject({ runId: run.id, version: 1, ...summary });
    await db.auditEvent.create({
      data: { workspaceId: workspace.id, actorId: user.id, action: "a", targetType: "t", targetId: "i", before: {}, after: { x: 1 } },
    });

    const counts = await Promise.all([
      db.user.findMany({ where: { id: user.id } }),
      db.workspace.findMany({ where: { id: workspace.id } }),
      db.membership.findMany({ where: { workspaceId: workspace.id } }),
      db.account.findMany({ where: { userId: user.id } }),
      db.authSession.findMany({ where: { userId: user.id } }),
      db.apiToken.findMany({ where: { workspaceId: workspace.id } }),
      db.session.findMany({ where: { workspaceId: workspace.id } }),
      db.observation.findMany({ where: { workspaceId: workspace.id } }),
      db.memory.findMany({ where: { workspaceId: workspace.id } }),
      db.memoryRevision.findMany({ where: { memoryId: memory.id } }),
      db.memorySource.findMany({ where: { memoryId: memory.id } }),
      db.proposal.findMany({ where: { workspaceId: workspace.id } }),
      db.proposalCitation.findMany({ where: { proposalId: proposal.id } }),
      db.extractor.findMany({ where: { workspaceId: workspace.id } }),
      db.factSheet.findMany({ where: { workspaceId: workspace.id } }),
      db.benchmark.findMany({ where: { workspaceId: workspace.id } }),
      db.question.findMany({ where: { benchmarkId: benchmark.id } }),
      db.haystackSession.findMany({ where: { questionId: question.id } }),
      db.evidenceTurn.findMany({ where: { questionId: question.id } }),
      db.run.findMany({ where: { workspaceId: workspace.id } }),
      db.runResult.findMany({ where: { runId: run.id } }),
      db.auditEvent.findMany({ where: { workspaceId: workspace.id } }),
    ]);
    expect(counts.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(await db.factSheetViewAnalysis.findMany({ where: { workspaceId: workspace.id } })).toMatchObject([{ factSheetId: factSheet.id, key: "k" }]);
    expect(await db.verificationToken.count({ where: { identifier: "x" } })).toBeGreaterThan(0);
    const bucketKey = uniq("bucket");
    await db.rateLimitBucket.create({ data: { key: bucketKey, tokens: 1.5, allowed: false, updatedAt: new Date(), fullAt: new Date() } });
    expect(await db.rateLimitBucket.findUnique({ where: { key: bucketKey } })).toMatchObject({ key: bucketKey, tokens: 1.5, allowed: false });
    await db.verdictLabel.create({ data: { runId: run.id, runResultId: result.id, label: "incorrect", labelerId: user.id, labeledAt: new Date() } });
    expect(await db.verdictLabel.findMany({ where: { runId: run.id } })).toMatchObject([{ runResultId: result.id, label: "incorrect", labelerId: user.id }]);
  });

  it("fills the full-text vector columns the migrations generate", async () => {
    const db = getDb();
    const workspace = await db.workspace.create({ data: { name: "W", slug: uniq("fts") } });
    await db.observation.create({
      data: { workspaceId: workspace.id, kind: "document_fragment", position: 0, content: "The beagle is called Biscuit", contentHash: "h" },
    });
    const hits = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Observation" WHERE "workspaceId" = ${workspace.id} AND "searchVector" @@ websearch_to_tsquery('english', 'beagles')`;
    expect(hits).toHaveLength(1);
  });
});

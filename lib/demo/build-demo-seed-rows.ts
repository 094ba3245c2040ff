import { extractOffline, OFFLINE_EXTRACTOR, OFFLINE_RULES } from "@/lib/extraction/offline-extractor";
import { createHash, randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEMO_BENCHMARK_NAME, DEMO_WORKSPACE_NAME, DEMO_WORKSPACE_SLUG, type DemoData } from "@/lib/demo/generate-demo-data";
import type { DemoTurnRef } from "@/lib/demo/demo-types";

export type DemoUserIds = { owner: string; agent: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// Every row of the demo workspace with its id chosen up front, so the seeder writes them with
// createMany in dependency order and never has to read anything back.
export function buildDemoSeedRows(data: DemoData, users: DemoUserIds, now: Date) {
  const workspaceId = randomUUID();
  const benchmarkId = randomUUID();
  const sessionIds = new Map(data.sessions.map((session) => [session.externalId, randomUUID()]));
  const idOf = (externalId: string) => {
    const id = sessionIds.get(externalId);
    if (!id) throw new Error(`demo data refers to an unknown session ${externalId}`);
    return id;
  };
  const observationIds = new Map<string, string>();
  const observationOf = (ref: DemoTurnRef) => {
    const id = observationIds.get(`${ref.sessionId}#${ref.position}`);
    if (!id) throw new Error(`demo data cites a missing turn ${ref.sessionId}#${ref.position}`);
    return id;
  };

  const sessions: Prisma.SessionCreateManyInput[] = data.sessions.map((session) => ({
    id: idOf(session.externalId),
    workspaceId,
    externalId: session.externalId,
    date: new Date(session.dateIso),
    dateText: session.dateText,
    contentHash: sha256(JSON.stringify(session.turns)),
    turnCount: session.turns.length,
  }));
  const observations: Prisma.ObservationCreateManyInput[] = data.sessions.flatMap((session) =>
    session.turns.map((turn, position) => {
      const id = randomUUID();
      observationIds.set(`${session.externalId}#${position}`, id);
      return {
        id,
        workspaceId,
        sessionId: idOf(session.externalId),
        kind: "message",
        position,
        role: turn.role,
        content: turn.content,
        contentHash: sha256(turn.content),
      };
    }),
  );

  const questionIds = new Map(data.questions.map((question) => [question.externalId, randomUUID()]));
  const questionOf = (externalId: string) => questionIds.get(externalId) as string;
  const questions: Prisma.QuestionCreateManyInput[] = data.questions.map((question) => ({
    id: questionOf(question.externalId),
    benchmarkId,
    externalId: question.externalId,
    type: question.type,
    text: question.text,
    answer: question.answer,
    questionDate: question.questionDate,
    isAbstention: question.isAbstention,
    answerSessionIds: question.answerSessionIds,
  }));
  const dateTextOf = new Map(data.sessions.map((session) => [session.externalId, session.dateText]));
  const haystack: Prisma.HaystackSessionCreateManyInput[] = data.questions.flatMap((question) =>
    question.haystackSessionIds.map((externalId, position) => ({
      questionId: questionOf(question.externalId),
      position,
      sessionId: idOf(externalId),
      dateText: dateTextOf.get(externalId) ?? null,
    })),
  );
  const evidenceTurns: Prisma.EvidenceTurnCreateManyInput[] = data.questions.flatMap((question) =>
    question.evidence.map((ref) => ({ questionId: questionOf(question.externalId), observationId: observationOf(ref) })),
  );

  const extractors: Prisma.ExtractorCreateManyInput[] = [];
  const factSheets: Prisma.FactSheetCreateManyInput[] = [];
  const turnsOf = new Map(data.sessions.map((session) => [session.externalId, session.turns]));
  for (const extractor of data.extractors) {
    const extractorId = randomUUID();
    // The high-fidelity demo extractor is Lore's real offline baseline, run on each session, so
    // the demo shows what `lore extract` produces without a provider.
    const offline = extractor.name === OFFLINE_EXTRACTOR.name && extractor.version === OFFLINE_EXTRACTOR.version;
    const prompt = offline ? OFFLINE_RULES : extractor.description;
    extractors.push({
      id: extractorId,
      workspaceId,
      name: extractor.name,
      version: extractor.version,
      parameters: offline ? { provider: "offline" } : { fidelity: extractor.fidelity },
      prompt,
      promptHash: sha256(prompt),
    });
    for (const sheet of extractor.factSheets) {
      const text = offline ? extractOffline({ turns: (turnsOf.get(sheet.sessionId) ?? []).map((t) => ({ role: t.role, content: t.content })) }) : sheet.text;
      factSheets.push({ id: randomUUID(), workspaceId, sessionId: idOf(sheet.sessionId), extractorId, text, passthrough: offline ? false : sheet.passthrough });
    }
  }

  const memories: Prisma.MemoryCreateManyInput[] = [];
  const memoryRevisions: Prisma.MemoryRevisionCreateManyInput[] = [];
  const memorySources: Prisma.MemorySourceCreateManyInput[] = [];
  for (const memory of data.memories) {
    const memoryId = randomUUID();
    const current = memory.revisions[memory.revisions.length - 1];
    memories.push({ id: memoryId, workspaceId, ownerId: users.owner, body: current?.body ?? "", currentRevision: memory.revisions.length });
    memory.revisions.forEach((revision, i) =>
      memoryRevisions.push({ id: randomUUID(), memoryId, number: i + 1, body: revision.body, authorId: users.owner, reason: revision.reason }),
    );
    for (const ref of memory.sources) memorySources.push({ memoryId, observationId: observationOf(ref) });
  }

  const proposals: Prisma.ProposalCreateManyInput[] = [];
  const proposalCitations: Prisma.ProposalCitationCreateManyInput[] = [];
  data.proposals.forEach((proposal, i) => {
    const proposalId = randomUUID();
    // A minute apart, in the order generated, so the inbox order is stable.
    const createdAt = new Date(now.getTime() - (data.proposals.length - i) * 60_000);
    const decided = proposal.status === "rejected";
    proposals.push({
      id: proposalId,
      workspaceId,
      proposerId: users.agent,
      ownerId: users.owner,
      body: proposal.body,
      status: proposal.status,
      decidedById: decided ? users.owner : null,
      decidedAt: decided ? now : null,
      decisionReason: proposal.decisionReason,
      createdAt,
    });
    for (const ref of proposal.citations) proposalCitations.push({ proposalId, observationId: observationOf(ref) });
  });

  const runs: Prisma.RunCreateManyInput[] = [];
  const runResults: Prisma.RunResultCreateManyInput[] = [];
  for (const run of data.runs) {
    const runId = randomUUID();
    const extractor = run.extractor ? `${run.extractor.name}@${run.extractor.version}` : null;
    runs.push({
      id: runId,
      workspaceId,
      benchmarkId,
      name: run.name,
      kind: "retrieval",
      status: "completed",
      configuration: { representation: run.representation, k: run.k, retriever: "hybrid", extractor },
      creatorId: users.owner,
      reader: "demo-reader",
      judge: "demo-judge",
      tags: ["demo"],
      completedAt: now,
    });
    for (const result of run.results) {
      runResults.push({
        id: randomUUID(),
        runId,
        questionId: questionOf(result.questionId),
        questionExternalId: result.questionId,
        questionType: data.questions.find((q) => q.externalId === result.questionId)?.type ?? null,
        hypothesis: result.hypothesis,
        correct: result.correct,
        judgeOutput: result.judgeOutput,
        readerInputTokens: result.readerInputTokens,
        readerContext: result.readerContext,
        // The session's database id for links, and the external id people recognise.
        retrieved: result.retrieved.map((hit) => ({ rank: hit.rank, sessionId: idOf(hit.sessionId), externalId: hit.sessionId, score: hit.score })),
        evidenceCoverage: result.evidenceCoverage,
        answerInContext: result.answerInContext,
      });
    }
  }

  return {
    workspace: { id: workspaceId, name: DEMO_WORKSPACE_NAME, slug: DEMO_WORKSPACE_SLUG, isDemo: true } satisfies Prisma.WorkspaceCreateManyInput,
    benchmark: {
      id: benchmarkId,
      workspaceId,
      name: DEMO_BENCHMARK_NAME,
      description: "A small LongMemEval-shaped benchmark over one invented user's chat history (generated, not from the dataset).",
    } satisfies Prisma.BenchmarkCreateManyInput,
    sessions,
    observations,
    questions,
    haystack,
    evidenceTurns,
    extractors,
    factSheets,
    memories,
    memoryRevisions,
    memorySources,
    proposals,
    proposalCitations,
    runs,
    runResults,
  };
}

export type DemoSeedRows = ReturnType<typeof buildDemoSeedRows>;

import { getDb } from "@/lib/db/prisma";

// Every table a write can touch, counted within one workspace: a refused request or import must
// leave all of them exactly as they were (other test files write to other workspaces meanwhile).
export async function workspaceRowCounts(workspaceId: string) {
  const db = getDb();
  const inWorkspace = { workspaceId };
  return {
    sessions: await db.session.count({ where: inWorkspace }),
    observations: await db.observation.count({ where: inWorkspace }),
    memories: await db.memory.count({ where: inWorkspace }),
    memoryRevisions: await db.memoryRevision.count({ where: { memory: inWorkspace } }),
    memorySources: await db.memorySource.count({ where: { memory: inWorkspace } }),
    proposals: await db.proposal.count({ where: inWorkspace }),
    proposalCitations: await db.proposalCitation.count({ where: { proposal: inWorkspace } }),
    extractors: await db.extractor.count({ where: inWorkspace }),
    factSheets: await db.factSheet.count({ where: inWorkspace }),
    benchmarks: await db.benchmark.count({ where: inWorkspace }),
    questions: await db.question.count({ where: { benchmark: inWorkspace } }),
    haystackSessions: await db.haystackSession.count({ where: { question: { benchmark: inWorkspace } } }),
    evidenceTurns: await db.evidenceTurn.count({ where: { question: { benchmark: inWorkspace } } }),
    runs: await db.run.count({ where: inWorkspace }),
    runResults: await db.runResult.count({ where: { run: inWorkspace } }),
    auditEvents: await db.auditEvent.count({ where: inWorkspace }),
  };
}

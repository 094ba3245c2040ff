import { z } from "@/lib/zod";
import { entityId, memberRef } from "@/lib/schemas/memory";
import { keyCursor, pageLimit, timePageQuery } from "@/lib/schemas/pagination";

// The read services' inputs (lib/services/<entity>/get-*.ts, list-*.ts). The HTTP API validates
// its path and query with these same schemas, so a route reads exactly what the service accepts.

const timestamp = z.iso.datetime({ offset: true });

export const readByIdInput = z.object({ id: entityId });

export const PROPOSAL_STATUSES = ["pending", "accepted", "rejected", "withdrawn"] as const;

export const listProposalsInput = timePageQuery.extend({
  status: z.enum(PROPOSAL_STATUSES).optional().describe("Only proposals in this state."),
  proposer: memberRef.optional().describe("Only proposals made by this member (id or email)."),
  owner: memberRef.optional().describe("Only proposals in this member's inbox (id or email)."),
});

export const listMemoriesInput = timePageQuery.extend({
  status: z.enum(["active", "archived"]).optional().describe("Only active or only archived memories."),
  owner: memberRef.optional().describe("Only memories owned by this member (id or email)."),
});

export const listSessionsInput = timePageQuery;

export const listRunsInput = timePageQuery;

export const listRunResultsInput = z.object({
  id: entityId,
  cursor: keyCursor.optional(),
  limit: pageLimit,
});

export const runResultsQuery = listRunResultsInput.omit({ id: true });

// Responses --------------------------------------------------------------------------------------

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable().describe("Pass it as cursor for the next page; null on the last page.") });

export const proposalDetail = z.object({
  id: z.string(),
  workspaceId: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  ownerId: z.string(),
  proposerId: z.string(),
  body: z.string(),
  observationIds: z.array(z.string()).describe("The observations the proposal cites."),
  decidedAt: timestamp.nullable(),
  decidedById: z.string().nullable(),
  decisionReason: z.string().nullable(),
  memoryId: z.string().nullable().describe("The memory it created or was merged into, once accepted or merged."),
  targetMemoryId: z.string().nullable(),
  createdAt: timestamp,
});

export const proposalDetailResponse = z.object({ proposal: proposalDetail });
export const proposalPageResponse = page(proposalDetail);

export const memorySummary = z.object({
  id: z.string(),
  workspaceId: z.string(),
  ownerId: z.string(),
  body: z.string(),
  status: z.enum(["active", "archived"]),
  currentRevision: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
  observationIds: z.array(z.string()),
});
export const memoryPageResponse = page(memorySummary);

const sessionSummary = z.object({
  id: z.string(),
  workspaceId: z.string(),
  externalId: z.string(),
  date: timestamp.nullable(),
  dateText: z.string().nullable(),
  turnCount: z.number().int(),
  createdAt: timestamp,
});
export const sessionPageResponse = page(sessionSummary);

export const observationDetail = z.object({
  id: z.string(),
  workspaceId: z.string(),
  sessionId: z.string().nullable(),
  kind: z.enum(["message", "document_fragment"]),
  position: z.number().int(),
  role: z.string().nullable(),
  content: z.string(),
  contentHash: z.string(),
  source: z.string().nullable(),
  createdAt: timestamp,
});
export const observationResponse = z.object({ observation: observationDetail });

export const sessionDetailResponse = z.object({
  session: sessionSummary.extend({ observations: z.array(observationDetail).describe("The session's messages, in order.") }),
});

export const runSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["imported", "retrieval", "qa"]),
  status: z.enum(["pending", "running", "completed", "failed", "cancelled"]),
  benchmark: z.object({ id: z.string(), name: z.string() }),
  reader: z.string().nullable(),
  judge: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  archivedAt: timestamp.nullable(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  summary: z.object({
    n: z.number().int().describe("Results in the run."),
    judged: z.number().int(),
    correct: z.number().int(),
    accuracy: z.number().nullable().describe("correct / judged; null when nothing was judged."),
    readerTokensMean: z.number().nullable(),
    evidenceCoverageMean: z.number().nullable(),
  }),
});
export const runPageResponse = page(runSummary);
export const runResponse = z.object({ run: runSummary });

export const runResult = z.object({
  id: z.string(),
  questionId: z.string().nullable(),
  questionExternalId: z.string(),
  questionType: z.string().nullable(),
  hypothesis: z.string().nullable(),
  correct: z.boolean().nullable(),
  readerInputTokens: z.number().int().nullable(),
  evidenceCoverage: z.number().nullable(),
  answerInContext: z.boolean().nullable(),
});
export const runResultPageResponse = page(runResult);

export const jobResponse = z.object({
  job: z.object({
    id: z.string(),
    kind: z.string().describe("extract, import-longmemeval, import-run, retrieval-experiment or study."),
    status: z.enum(["queued", "running", "completed", "failed", "cancelled"]),
    progress: z.number().int().describe("Units done (the unit depends on the kind: sessions, KB, questions)."),
    total: z.number().int().nullable().describe("Units in all, once known."),
    result: z.unknown().describe("The job's summary once completed (an import's counts, an experiment's run id and figures)."),
    error: z.string().nullable().describe("Why it failed, as a sentence; internals are never shown."),
    createdAt: timestamp,
    startedAt: timestamp.nullable(),
    finishedAt: timestamp.nullable(),
  }),
});

export const queuedJobResponse = z.object({
  jobId: z.string().describe("Read it at GET /api/v1/jobs/{id}."),
  bytes: z.number().int().describe("The size of the stored file."),
});

export const queuedRunJobResponse = z.object({
  jobId: z.string().describe("Read it at GET /api/v1/jobs/{id}: once completed its result names the new run."),
  name: z.string().describe("The name of the run the job writes."),
});

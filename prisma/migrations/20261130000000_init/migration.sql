-- Lore's initial schema. Written by hand in Prisma's layout (the schema engine cannot run
-- offline); lib/db/schema-agreement.test.ts exercises every model against it.

CREATE TYPE "Role" AS ENUM ('admin', 'member', 'viewer');
CREATE TYPE "ObservationKind" AS ENUM ('message', 'document_fragment');
CREATE TYPE "MemoryStatus" AS ENUM ('active', 'archived');
CREATE TYPE "ProposalStatus" AS ENUM ('pending', 'accepted', 'rejected', 'withdrawn');
CREATE TYPE "RunKind" AS ENUM ('imported', 'retrieval', 'qa');
CREATE TYPE "RunStatus" AS ENUM ('pending', 'running', 'completed', 'failed', 'cancelled');

CREATE TABLE "Workspace" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Workspace_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "passwordHash" TEXT,
    "emailVerified" TIMESTAMP(3),
    "image" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Membership" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Membership_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,
    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "AuthSession" (
    "id" TEXT NOT NULL,
    "sessionToken" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "AuthSession_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "VerificationToken" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);

CREATE TABLE "ApiToken" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "scopes" TEXT[],
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "date" TIMESTAMP(3),
    "dateText" TEXT,
    "contentHash" TEXT NOT NULL,
    "turnCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Observation" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "sessionId" TEXT,
    "kind" "ObservationKind" NOT NULL,
    "position" INTEGER NOT NULL,
    "role" TEXT,
    "content" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "source" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "searchVector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "content")) STORED,
    CONSTRAINT "Observation_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Memory" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "MemoryStatus" NOT NULL DEFAULT 'active',
    "currentRevision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "searchVector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "body")) STORED,
    CONSTRAINT "Memory_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MemoryRevision" (
    "id" TEXT NOT NULL,
    "memoryId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MemoryRevision_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MemorySource" (
    "memoryId" TEXT NOT NULL,
    "observationId" TEXT NOT NULL,
    CONSTRAINT "MemorySource_pkey" PRIMARY KEY ("memoryId","observationId")
);

CREATE TABLE "Proposal" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "proposerId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "ProposalStatus" NOT NULL DEFAULT 'pending',
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decisionReason" TEXT,
    "memoryId" TEXT,
    "targetMemoryId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Proposal_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ProposalCitation" (
    "proposalId" TEXT NOT NULL,
    "observationId" TEXT NOT NULL,
    CONSTRAINT "ProposalCitation_pkey" PRIMARY KEY ("proposalId","observationId")
);

CREATE TABLE "Extractor" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "prompt" TEXT,
    "promptHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Extractor_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "FactSheet" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "extractorId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "passthrough" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "searchVector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "text")) STORED,
    CONSTRAINT "FactSheet_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Benchmark" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Benchmark_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Question" (
    "id" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "questionDate" TEXT,
    "isAbstention" BOOLEAN NOT NULL DEFAULT false,
    "answerSessionIds" TEXT[],
    "sourceHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "HaystackSession" (
    "questionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "sessionId" TEXT NOT NULL,
    "dateText" TEXT,
    CONSTRAINT "HaystackSession_pkey" PRIMARY KEY ("questionId","position")
);

CREATE TABLE "EvidenceTurn" (
    "questionId" TEXT NOT NULL,
    "observationId" TEXT NOT NULL,
    CONSTRAINT "EvidenceTurn_pkey" PRIMARY KEY ("questionId","observationId")
);

CREATE TABLE "Run" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "RunKind" NOT NULL,
    "configuration" JSONB NOT NULL DEFAULT '{}',
    "creatorId" TEXT,
    "status" "RunStatus" NOT NULL DEFAULT 'completed',
    "reader" TEXT,
    "judge" TEXT,
    "notes" TEXT,
    "tags" TEXT[],
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    CONSTRAINT "Run_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "RunResult" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "questionId" TEXT,
    "questionExternalId" TEXT NOT NULL,
    "questionType" TEXT,
    "hypothesis" TEXT,
    "correct" BOOLEAN,
    "judgeOutput" JSONB,
    "readerInputTokens" INTEGER,
    "retrieved" JSONB,
    "evidenceCoverage" DOUBLE PRECISION,
    "answerInContext" BOOLEAN,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RunResult_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Workspace_slug_key" ON "Workspace"("slug");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "Membership_userId_idx" ON "Membership"("userId");
CREATE UNIQUE INDEX "Membership_workspaceId_userId_key" ON "Membership"("workspaceId", "userId");
CREATE INDEX "Account_userId_idx" ON "Account"("userId");
CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON "Account"("provider", "providerAccountId");
CREATE UNIQUE INDEX "AuthSession_sessionToken_key" ON "AuthSession"("sessionToken");
CREATE INDEX "AuthSession_userId_idx" ON "AuthSession"("userId");
CREATE UNIQUE INDEX "VerificationToken_token_key" ON "VerificationToken"("token");
CREATE UNIQUE INDEX "VerificationToken_identifier_token_key" ON "VerificationToken"("identifier", "token");
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");
CREATE INDEX "ApiToken_workspaceId_idx" ON "ApiToken"("workspaceId");
CREATE INDEX "ApiToken_userId_idx" ON "ApiToken"("userId");
CREATE INDEX "Session_workspaceId_externalId_idx" ON "Session"("workspaceId", "externalId");
CREATE UNIQUE INDEX "Session_workspaceId_contentHash_key" ON "Session"("workspaceId", "contentHash");
CREATE INDEX "Observation_workspaceId_kind_idx" ON "Observation"("workspaceId", "kind");
CREATE UNIQUE INDEX "Observation_sessionId_position_key" ON "Observation"("sessionId", "position");
CREATE INDEX "Memory_workspaceId_status_idx" ON "Memory"("workspaceId", "status");
CREATE INDEX "Memory_ownerId_idx" ON "Memory"("ownerId");
CREATE UNIQUE INDEX "MemoryRevision_memoryId_number_key" ON "MemoryRevision"("memoryId", "number");
CREATE INDEX "MemorySource_observationId_idx" ON "MemorySource"("observationId");
CREATE INDEX "Proposal_workspaceId_ownerId_status_createdAt_idx" ON "Proposal"("workspaceId", "ownerId", "status", "createdAt");
CREATE INDEX "Proposal_ownerId_status_createdAt_idx" ON "Proposal"("ownerId", "status", "createdAt");
CREATE UNIQUE INDEX "Extractor_workspaceId_name_version_key" ON "Extractor"("workspaceId", "name", "version");
CREATE INDEX "FactSheet_workspaceId_extractorId_idx" ON "FactSheet"("workspaceId", "extractorId");
CREATE UNIQUE INDEX "FactSheet_sessionId_extractorId_key" ON "FactSheet"("sessionId", "extractorId");
CREATE UNIQUE INDEX "Benchmark_workspaceId_name_key" ON "Benchmark"("workspaceId", "name");
CREATE INDEX "Question_benchmarkId_type_idx" ON "Question"("benchmarkId", "type");
CREATE UNIQUE INDEX "Question_benchmarkId_externalId_key" ON "Question"("benchmarkId", "externalId");
CREATE INDEX "HaystackSession_sessionId_idx" ON "HaystackSession"("sessionId");
CREATE INDEX "EvidenceTurn_observationId_idx" ON "EvidenceTurn"("observationId");
CREATE INDEX "Run_workspaceId_idx" ON "Run"("workspaceId");
CREATE UNIQUE INDEX "Run_benchmarkId_name_key" ON "Run"("benchmarkId", "name");
CREATE INDEX "RunResult_questionId_idx" ON "RunResult"("questionId");
CREATE UNIQUE INDEX "RunResult_runId_questionExternalId_key" ON "RunResult"("runId", "questionExternalId");
CREATE INDEX "AuditEvent_workspaceId_createdAt_idx" ON "AuditEvent"("workspaceId", "createdAt");

CREATE INDEX "Observation_searchVector_idx" ON "Observation" USING GIN ("searchVector");
CREATE INDEX "Memory_searchVector_idx" ON "Memory" USING GIN ("searchVector");
CREATE INDEX "FactSheet_searchVector_idx" ON "FactSheet" USING GIN ("searchVector");

ALTER TABLE "Membership" ADD CONSTRAINT "Membership_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AuthSession" ADD CONSTRAINT "AuthSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Session" ADD CONSTRAINT "Session_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Memory" ADD CONSTRAINT "Memory_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Memory" ADD CONSTRAINT "Memory_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "MemoryRevision" ADD CONSTRAINT "MemoryRevision_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MemoryRevision" ADD CONSTRAINT "MemoryRevision_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "MemorySource" ADD CONSTRAINT "MemorySource_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MemorySource" ADD CONSTRAINT "MemorySource_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "Observation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_proposerId_fkey" FOREIGN KEY ("proposerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "Memory"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_targetMemoryId_fkey" FOREIGN KEY ("targetMemoryId") REFERENCES "Memory"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ProposalCitation" ADD CONSTRAINT "ProposalCitation_proposalId_fkey" FOREIGN KEY ("proposalId") REFERENCES "Proposal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProposalCitation" ADD CONSTRAINT "ProposalCitation_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "Observation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Extractor" ADD CONSTRAINT "Extractor_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FactSheet" ADD CONSTRAINT "FactSheet_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FactSheet" ADD CONSTRAINT "FactSheet_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FactSheet" ADD CONSTRAINT "FactSheet_extractorId_fkey" FOREIGN KEY ("extractorId") REFERENCES "Extractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Benchmark" ADD CONSTRAINT "Benchmark_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Question" ADD CONSTRAINT "Question_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "HaystackSession" ADD CONSTRAINT "HaystackSession_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "HaystackSession" ADD CONSTRAINT "HaystackSession_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvidenceTurn" ADD CONSTRAINT "EvidenceTurn_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvidenceTurn" ADD CONSTRAINT "EvidenceTurn_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "Observation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Run" ADD CONSTRAINT "Run_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Run" ADD CONSTRAINT "Run_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Run" ADD CONSTRAINT "Run_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "RunResult" ADD CONSTRAINT "RunResult_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "RunResult" ADD CONSTRAINT "RunResult_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Observations are the immutable source and audit events are append-only. The one way to
-- remove them is a deliberate whole-workspace purge (demo reset), which sets lore.purge for
-- its own transaction only (SET LOCAL).
CREATE FUNCTION lore_reject_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('lore.purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% rows are immutable: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$fn$;

CREATE TRIGGER "Observation_immutable" BEFORE UPDATE OR DELETE ON "Observation"
  FOR EACH ROW EXECUTE FUNCTION lore_reject_change();
CREATE TRIGGER "MemoryRevision_immutable" BEFORE UPDATE OR DELETE ON "MemoryRevision"
  FOR EACH ROW EXECUTE FUNCTION lore_reject_change();
CREATE TRIGGER "AuditEvent_append_only" BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION lore_reject_change();

-- pgvector is optional: vector columns and HNSW indexes exist only where the extension does.
DO $vec$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    ALTER TABLE "Observation" ADD COLUMN "embedding" vector(384);
    ALTER TABLE "Memory" ADD COLUMN "embedding" vector(384);
    ALTER TABLE "FactSheet" ADD COLUMN "embedding" vector(384);
    CREATE INDEX "Observation_embedding_idx" ON "Observation" USING hnsw ("embedding" vector_cosine_ops);
    CREATE INDEX "Memory_embedding_idx" ON "Memory" USING hnsw ("embedding" vector_cosine_ops);
    CREATE INDEX "FactSheet_embedding_idx" ON "FactSheet" USING hnsw ("embedding" vector_cosine_ops);
  END IF;
END
$vec$;

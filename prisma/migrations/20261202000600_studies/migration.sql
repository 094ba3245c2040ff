-- Studies: a study file's runs planned together (lore study run, the Runs page). A run made for a
-- study carries the hash of every setting and input that decides its results, so the same
-- configuration is reused instead of run again; a study's steps say which run fulfils each
-- planned configuration.
CREATE TYPE "StudyStatus" AS ENUM ('planned', 'running', 'completed', 'failed');
CREATE TYPE "StudyStepStatus" AS ENUM ('pending', 'running', 'done', 'failed');

ALTER TABLE "Run" ADD COLUMN "configHash" TEXT;
CREATE INDEX "Run_workspaceId_configHash_idx" ON "Run"("workspaceId", "configHash");

CREATE TABLE "Study" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "fileName" TEXT NOT NULL,
    "fileText" TEXT NOT NULL,
    "plan" JSONB NOT NULL,
    "status" "StudyStatus" NOT NULL DEFAULT 'planned',
    "problem" TEXT,
    "jobRunId" TEXT,
    "creatorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Study_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Study_workspaceId_name_key" ON "Study"("workspaceId", "name");
ALTER TABLE "Study" ADD CONSTRAINT "Study_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Study" ADD CONSTRAINT "Study_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Study" ADD CONSTRAINT "Study_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "StudyStep" (
    "id" TEXT NOT NULL,
    "studyId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "kind" "RunKind" NOT NULL,
    "runName" TEXT NOT NULL,
    "runId" TEXT,
    "status" "StudyStepStatus" NOT NULL DEFAULT 'pending',
    "reused" BOOLEAN NOT NULL DEFAULT false,
    "error" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StudyStep_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "StudyStep_studyId_hash_key" ON "StudyStep"("studyId", "hash");
CREATE INDEX "StudyStep_runId_idx" ON "StudyStep"("runId");
ALTER TABLE "StudyStep" ADD CONSTRAINT "StudyStep_studyId_fkey" FOREIGN KEY ("studyId") REFERENCES "Study"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StudyStep" ADD CONSTRAINT "StudyStep_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE SET NULL ON UPDATE CASCADE;

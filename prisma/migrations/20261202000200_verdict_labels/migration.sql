-- A person's verdict on one judged question of a run, to check the LLM judge against (the
-- verification queue, /runs/<id>/verify). One row per run result, that is per run and question:
-- relabelling replaces the row and the audit log keeps what it replaced; skipping a question
-- stores nothing. The rows go with their run or result.
CREATE TYPE "VerdictLabelValue" AS ENUM ('correct', 'incorrect');

CREATE TABLE "VerdictLabel" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "runResultId" TEXT NOT NULL,
    "label" "VerdictLabelValue" NOT NULL,
    "labelerId" TEXT NOT NULL,
    "labeledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "VerdictLabel_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "VerdictLabel_runResultId_key" ON "VerdictLabel"("runResultId");
CREATE INDEX "VerdictLabel_runId_idx" ON "VerdictLabel"("runId");
ALTER TABLE "VerdictLabel" ADD CONSTRAINT "VerdictLabel_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "VerdictLabel" ADD CONSTRAINT "VerdictLabel_runResultId_fkey" FOREIGN KEY ("runResultId") REFERENCES "RunResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "VerdictLabel" ADD CONSTRAINT "VerdictLabel_labelerId_fkey" FOREIGN KEY ("labelerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

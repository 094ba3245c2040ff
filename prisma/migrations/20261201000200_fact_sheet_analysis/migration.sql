-- Detail-loss results stored on each fact sheet, so sessions can be sorted by coverage.
ALTER TABLE "FactSheet" ADD COLUMN "coverage" DOUBLE PRECISION;
ALTER TABLE "FactSheet" ADD COLUMN "answerBearingLost" BOOLEAN;
ALTER TABLE "FactSheet" ADD COLUMN "lostDetailCount" INTEGER;
ALTER TABLE "FactSheet" ADD COLUMN "analyzedAt" TIMESTAMP(3);
CREATE INDEX "FactSheet_extractorId_coverage_idx" ON "FactSheet"("extractorId", "coverage");

-- The exact reader context of a retrieval run's question, read verbatim by QA runs.
ALTER TABLE "RunResult" ADD COLUMN "readerContext" TEXT;

-- An import marks its benchmark incomplete before its first batch and complete after its last:
-- a failed or killed import leaves it incomplete (shown in the UI and in --json) until a rerun
-- finishes it or `lore import undo` removes it. Benchmarks made before this are complete.
ALTER TABLE "Benchmark" ADD COLUMN "importState" TEXT NOT NULL DEFAULT 'complete';
ALTER TABLE "Benchmark" ADD COLUMN "importProblem" TEXT;
ALTER TABLE "Benchmark" ADD CONSTRAINT "Benchmark_importState_check" CHECK ("importState" IN ('complete', 'incomplete'));

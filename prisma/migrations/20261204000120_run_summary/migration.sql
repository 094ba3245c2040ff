-- A run's headline figures for the runs list (result and judged counts, accuracy's numerator,
-- reader tokens and evidence coverage means, session recall_any at 10 and at the run's own k),
-- stored so that the list reads one row per run instead of scanning every stored ranking on each
-- view (lib/dal/runs/load-run-summaries.ts). `version` counts the writes that changed what the
-- figures depend on; the figure columns are null until computed for the current version.
-- A writer bumps the version and clears the figures in its own transaction (the triggers below),
-- and a reader stores what it computed only if the version it read before computing is still the
-- current one and nothing is stored yet: a concurrent write never leaves stale figures behind.
CREATE TABLE "RunSummary" (
  "runId" TEXT NOT NULL,
  "version" INTEGER NOT NULL DEFAULT 0,
  "computedAt" TIMESTAMP(3),
  "results" INTEGER,
  "judged" INTEGER,
  "correct" INTEGER,
  "readerTokensMean" DOUBLE PRECISION,
  "evidenceCoverageMean" DOUBLE PRECISION,
  "recallN" INTEGER,
  "recallAt10" DOUBLE PRECISION,
  "recallK" INTEGER,
  "recallAtK" DOUBLE PRECISION,
  CONSTRAINT "RunSummary_pkey" PRIMARY KEY ("runId"),
  CONSTRAINT "RunSummary_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Marks the summaries of the given runs out of date (creating the row when there is none yet, so
-- that a reader computing at the same moment waits on it). Runs deleted in the same transaction
-- (a run's results go with it) are skipped: their summary row goes with the run.
CREATE FUNCTION lore_run_summary_stale(run_ids TEXT[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "RunSummary" ("runId", "version")
  SELECT r.id, 1 FROM "Run" r WHERE r.id = ANY(run_ids) ORDER BY r.id
  ON CONFLICT ("runId") DO UPDATE
    SET "version" = "RunSummary"."version" + 1, "computedAt" = NULL, "results" = NULL, "judged" = NULL, "correct" = NULL,
        "readerTokensMean" = NULL, "evidenceCoverageMean" = NULL, "recallN" = NULL, "recallAt10" = NULL, "recallK" = NULL, "recallAtK" = NULL;
END;
$fn$;

-- One call per statement, not per row: an import of 500 results touches each run's row once.
CREATE FUNCTION lore_run_result_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM lore_run_summary_stale(ARRAY(SELECT DISTINCT "runId" FROM new_rows));
  RETURN NULL;
END;
$fn$;

CREATE FUNCTION lore_run_result_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM lore_run_summary_stale(ARRAY(SELECT "runId" FROM new_rows UNION SELECT "runId" FROM old_rows));
  RETURN NULL;
END;
$fn$;

CREATE FUNCTION lore_run_result_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM lore_run_summary_stale(ARRAY(SELECT DISTINCT "runId" FROM old_rows));
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER "RunResult_summary_insert" AFTER INSERT ON "RunResult"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lore_run_result_inserted();
CREATE TRIGGER "RunResult_summary_update" AFTER UPDATE ON "RunResult"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lore_run_result_updated();
CREATE TRIGGER "RunResult_summary_delete" AFTER DELETE ON "RunResult"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lore_run_result_deleted();

-- Recall at the run's own k reads the run's configuration.
CREATE FUNCTION lore_run_configuration_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM lore_run_summary_stale(ARRAY[NEW.id]);
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER "Run_summary_configuration" AFTER UPDATE OF "configuration" ON "Run"
  FOR EACH ROW WHEN (OLD."configuration" IS DISTINCT FROM NEW."configuration") EXECUTE FUNCTION lore_run_configuration_updated();

-- Recall reads the question's answer sessions: a re-import that changes them marks the runs that
-- answered the question out of date.
CREATE FUNCTION lore_question_answers_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM lore_run_summary_stale(ARRAY(
    SELECT DISTINCT rr."runId" FROM "RunResult" rr
      JOIN new_rows n ON n.id = rr."questionId"
      JOIN old_rows o ON o.id = n.id
     WHERE o."answerSessionIds" IS DISTINCT FROM n."answerSessionIds"));
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER "Question_summary_answers" AFTER UPDATE ON "Question"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lore_question_answers_updated();

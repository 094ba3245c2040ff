import "server-only";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { ensureBenchmark } from "@/lib/dal/benchmarks/ensure-benchmark";
import { emptyCounts, importQuestionBatch, type BatchCounts } from "@/lib/dal/questions/import-question-batch";
import { setBenchmarkImportState } from "@/lib/dal/benchmarks/set-benchmark-import-state";
import { refreshPlannerStatistics } from "@/lib/db/refresh-planner-statistics";
import { hideServerPaths } from "@/lib/format/hide-server-paths";
import { PartialImportError } from "@/lib/import/partial-import-error";
import { expandInputPaths, InputFileError, readJsonValues, totalBytes } from "@/lib/import/read-json-values";
import { planQuestionImport, type PlannedQuestion } from "@/lib/longmemeval/plan-question-import";
import { QuestionValidationError, validateQuestion } from "@/lib/longmemeval/question-schema";
import { assertRoomForBatch } from "@/lib/db/data-dir-check";

export type LongMemEvalImportSummary = BatchCounts & {
  benchmark: string;
  files: number;
  duplicateQuestionIds: string[];
  seconds: number;
  /** "complete" once every file is in; a failed import leaves its benchmark "incomplete". */
  importState: "complete";
};

const BATCH_TURNS = 4000;
const BATCH_QUESTIONS = 50;

// Another import (or one killed a moment ago whose last commit landed) may store the same
// sessions or questions between this batch's lookup and its insert; the batch then fails on a
// unique constraint, rolls back whole, and a retry finds those rows and reuses them.
async function importBatchWithRetry(args: Parameters<typeof importQuestionBatch>[0]): Promise<BatchCounts> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await importQuestionBatch(args);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

// The benchmark stays incomplete; its reason is kept for the UI. Best effort: the database may be
// what failed.
async function recordFailure(benchmark: { id: string } | null, error: unknown): Promise<void> {
  if (!benchmark) return;
  const problem = hideServerPaths(error instanceof Error ? error.message : String(error));
  await setBenchmarkImportState({ benchmarkId: benchmark.id, state: "incomplete", problem }).catch(() => undefined);
}

function add(into: BatchCounts, from: BatchCounts): void {
  for (const key of Object.keys(into) as (keyof BatchCounts)[]) into[key] += from[key];
}

// Streams questions from the files, validates each whole question, and commits them in batches.
// On a bad question, or a file that holds none, the import stops after committing every complete
// question before it, and its error (a PartialImportError) says what was kept: a fixed file can
// simply be imported again. From its first batch to its last the benchmark is marked incomplete,
// so a failure (or a kill) leaves it marked: experiments refuse it, the UI and --json say so, and
// `lore import undo` removes it.
export async function importLongMemEval(input: {
  workspaceId: string;
  benchmark: string;
  paths: string[];
  onProgress?: (questions: number, bytes: number, totalBytes: number) => void;
  onWarning?: (line: string) => void;
}): Promise<LongMemEvalImportSummary> {
  const started = Date.now();
  const files = await expandInputPaths(input.paths);
  if (files.length === 0) throw new InputFileError(input.paths.join(", "), "no .json or .jsonl files found");
  const total = await totalBytes(files);
  // Created with the first batch, so that a file refused before any question leaves no trace.
  let benchmark: { id: string } | null = null;
  const counts = emptyCounts();
  let batch: PlannedQuestion[] = [];
  let batchTurns = 0;
  let bytes = 0;
  const seenIds = new Set<string>();
  const duplicates: string[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    assertRoomForBatch();
    if (!benchmark) {
      benchmark = await ensureBenchmark({ workspaceId: input.workspaceId, name: input.benchmark });
      await setBenchmarkImportState({ benchmarkId: benchmark.id, state: "incomplete", problem: "the import is still running, or stopped before its end" });
    }
    add(counts, await importBatchWithRetry({ workspaceId: input.workspaceId, benchmarkId: benchmark.id, questions: batch }));
    batch = [];
    batchTurns = 0;
    input.onProgress?.(counts.questions, bytes, total);
  };

  try {
    const emptyFileIsAnError = (file: string, values: number) => {
      if (values === 0) throw new InputFileError(file, "is empty: it holds no questions (expected a JSON array or JSON Lines of LongMemEval questions)");
    };
    for await (const item of readJsonValues(files, (n) => (bytes += n), emptyFileIsAnError)) {
      let question;
      try {
        question = planQuestionImport(validateQuestion(item.value));
      } catch (error) {
        if (error instanceof QuestionValidationError) {
          const where = item.format === "sequence" ? `line ${item.startLine}` : `byte ${item.startByte}`;
          throw new InputFileError(item.file, `${error.message} (value at ${where})`);
        }
        throw error;
      }
      if (seenIds.has(question.externalId)) {
        // The same id twice (say, the oracle and the S variant in one folder): the later one
        // wins, as a re-import would, and the summary lists it.
        duplicates.push(question.externalId);
        input.onWarning?.(`${item.file}: question ${question.externalId} appeared earlier in the input; this later version is kept`);
        await flush();
      }
      seenIds.add(question.externalId);
      batch.push(question);
      batchTurns += question.haystack.reduce((n, s) => n + s.turns.length, 0);
      if (batchTurns >= BATCH_TURNS || batch.length >= BATCH_QUESTIONS) await flush();
    }
  } catch (error) {
    if (!(error instanceof InputFileError)) {
      await recordFailure(benchmark, error);
      throw error;
    }
    try {
      await flush();
    } catch (flushError) {
      await recordFailure(benchmark, flushError);
      throw flushError;
    }
    const partial = new PartialImportError(error, counts, input.benchmark);
    await recordFailure(benchmark, partial);
    throw partial;
  }
  try {
    await flush();
  } catch (error) {
    await recordFailure(benchmark, error);
    throw error;
  }
  if (benchmark) await setBenchmarkImportState({ benchmarkId: (benchmark as { id: string }).id, state: "complete" });
  // Pages join over what the import wrote (sessions, haystacks, evidence): keep their plans current.
  // Not the turns: they are read by session through an index, and their full-text column makes
  // ANALYZE slow (search refreshes it after embedding: refreshSearchStatistics).
  if (counts.questions > 0) await refreshPlannerStatistics(["Session", "HaystackSession", "Question", "EvidenceTurn"]);
  return {
    importState: "complete",
    benchmark: input.benchmark,
    ...counts,
    files: files.length,
    duplicateQuestionIds: duplicates,
    seconds: Number(((Date.now() - started) / 1000).toFixed(2)),
  };
}

import "server-only";
import { ensureBenchmark } from "@/lib/dal/benchmarks/ensure-benchmark";
import { findBenchmarkQuestions } from "@/lib/dal/questions/find-benchmark-questions";
import { replaceImportedRun } from "@/lib/dal/runs/replace-imported-run";
import { storeRunSummaries } from "@/lib/dal/runs/store-run-summaries";
import { clipForMessage } from "@/lib/format/clip-for-message";
import { InputFileError } from "@/lib/import/read-json-values";
import { readRunFile } from "@/lib/import/read-run-file";
import { mergeRunRows } from "@/lib/runs/merge-run-rows";
import { scoreImportedRun, type ImportedRunScore } from "@/lib/runs/score-imported-run";

export type RunImportSummary = ImportedRunScore & {
  run: string;
  runId: string;
  benchmark: string;
  replaced: boolean;
  // Session-level retrieval metrics at k = 1, 3, 5, 10, 30, 50 (keys are k), for retrieval logs.
  recallAny: Record<string, number> | null;
  recallAll: Record<string, number> | null;
  ndcgAny: Record<string, number> | null;
};

export async function importRun(input: {
  workspaceId: string;
  benchmark: string;
  name: string;
  file: string;
  evalFile?: string;
  reader?: string;
  judge?: string;
  notes?: string;
  actorId?: string | null;
}): Promise<RunImportSummary> {
  const main = await readRunFile(input.file);
  const evalRows = input.evalFile ? await readRunFile(input.evalFile) : null;
  const rows = mergeRunRows(main, evalRows);
  const benchmark = await ensureBenchmark({ workspaceId: input.workspaceId, name: input.benchmark });
  const questions = await findBenchmarkQuestions(benchmark.id);
  const { results, score } = scoreImportedRun(rows, questions);
  // A benchmark without questions takes any run (its types come from the file); one with
  // questions and not a single match is almost always the wrong --benchmark or the wrong file.
  if (questions.size > 0 && score.unmatchedQuestionIds.length === results.length) {
    throw new InputFileError(
      input.file,
      `matches none of the ${questions.size} questions of benchmark ${clipForMessage(input.benchmark)} (its first question_id is ${JSON.stringify(clipForMessage(results[0]!.questionId))}); ` +
        "no run was stored. Check --benchmark, or import the benchmark's questions first.",
    );
  }
  const judge = input.judge ?? results.find((r) => r.judge)?.judge ?? null;
  const saved = await replaceImportedRun({
    workspaceId: input.workspaceId,
    benchmarkId: benchmark.id,
    name: input.name,
    reader: input.reader ?? null,
    judge,
    notes: input.notes ?? null,
    configuration: { source: "import", files: [input.file, ...(input.evalFile ? [input.evalFile] : [])].map((f) => f.split("/").pop() ?? f) },
    actorId: input.actorId ?? null,
    results,
  });
  // The runs list reads the stored figures; storing them now spares its first view the scan.
  await storeRunSummaries({ workspaceId: input.workspaceId, runIds: [saved.id] });
  return {
    run: input.name,
    runId: saved.id,
    benchmark: input.benchmark,
    replaced: saved.replaced,
    ...score,
    recallAny: score.retrieval?.recallAny ?? null,
    recallAll: score.retrieval?.recallAll ?? null,
    ndcgAny: score.retrieval?.ndcgAny ?? null,
  };
}

import "server-only";
import { findBenchmarkByName } from "@/lib/dal/benchmarks/find-benchmark-by-name";
import { getBenchmarkFingerprint } from "@/lib/dal/studies/get-benchmark-fingerprint";
import { getExtractorFingerprints } from "@/lib/dal/studies/get-extractor-fingerprints";
import { getMemoriesFingerprint } from "@/lib/dal/studies/get-memories-fingerprint";
import { saveStudyPlan } from "@/lib/dal/studies/save-study-plan";
import { embedderFromEnv } from "@/lib/embeddings/get-embedder";
import { AppError } from "@/lib/errors";
import { InvalidInputError } from "@/lib/invalid-input-error";
import { JudgeProtocolError, loreJudgeProtocol } from "@/lib/qa/official/judge-protocol";
import { loadJudgeProtocol } from "@/lib/qa/official/load-judge-protocol";
import { STUDY_FACTORS } from "@/lib/schemas/study-file";
import { parseStudyFile, StudyFileError } from "@/lib/studies/parse-study-file";
import { planStudy, StudyPlanError, type StudyPlan } from "@/lib/studies/plan-study";
import { env } from "@/lib/env";
import { WORD_VECTOR_SOURCE_ID } from "@/lib/embeddings/word-vectors";
import { HYBRID_RANKER_ID } from "@/lib/search/rank-haystack-sessions";

// Reads a study file, plans it against the workspace's data (the benchmark's questions, the
// extractors and memories it reads, the judge protocol) and saves the plan. Every problem is an
// InvalidInputError naming the line or field; nothing is saved unless the whole plan holds.
export async function planStudyFile(input: {
  workspaceId: string;
  actorId: string | null;
  file: { name: string; text: string };
  name?: string;
  longMemEvalDir?: string | null;
  staleMs: number;
}): Promise<{ studyId: string; created: boolean; plan: StudyPlan }> {
  let file;
  try {
    file = parseStudyFile(input.file.text, input.file.name);
  } catch (error) {
    if (error instanceof StudyFileError)
      throw new InvalidInputError(
        error.message,
        error.problems.map((p) => ({ path: p.line === null ? p.field : `line ${p.line}${p.field ? ` (${p.field})` : ""}`, message: p.message })),
      );
    throw error;
  }
  const name = input.name ?? file.name;
  if (!name) throw new InvalidInputError(`${input.file.name}: name the study (name: in the file, or --name)`, [{ path: "name", message: "name the study" }]);
  const benchmark = await findBenchmarkByName({ workspaceId: input.workspaceId, name: file.benchmark });
  if (!benchmark)
    throw new AppError("NOT_FOUND", `${input.file.name}: no benchmark ${file.benchmark} in this workspace: import it first (lore import longmemeval).`);
  if (benchmark.importState === "incomplete")
    throw new AppError(
      "CONFLICT",
      `Benchmark ${benchmark.name} is an incomplete import: finish it by running the import again, or remove it with lore import undo.`,
    );

  const levels = (f: (typeof STUDY_FACTORS)[number]) => {
    const v = file.factors[f];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  const representations = levels("representation") as string[];
  const extractorLabels = representations.filter((r) => r.startsWith("factsheets:")).map((r) => r.slice("factsheets:".length));
  let official: string | null = null;
  if ((levels("judgeProtocol") as string[]).includes("official")) {
    const dir = input.longMemEvalDir ?? env().LORE_LONGMEMEVAL_DIR ?? null;
    if (dir) {
      try {
        official = loadJudgeProtocol(dir).id;
      } catch (error) {
        if (error instanceof JudgeProtocolError) throw new AppError("INVALID_INPUT", error.message);
        throw error;
      }
    }
  }
  const [questions, extractors, memories] = await Promise.all([
    getBenchmarkFingerprint({ benchmarkId: benchmark.id }),
    getExtractorFingerprints({ workspaceId: input.workspaceId, labels: extractorLabels }),
    representations.includes("memories") ? getMemoriesFingerprint({ workspaceId: input.workspaceId }) : Promise.resolve(null),
  ]);
  if (questions.questions === 0) throw new AppError("INVALID_INPUT", `Benchmark ${benchmark.name} has no questions.`);
  let plan: StudyPlan;
  try {
    plan = planStudy(file, {
      study: name,
      benchmark: { name: benchmark.name, fingerprint: questions.fingerprint, questions: questions.questions },
      extractors,
      memories,
      judgeProtocols: { lore: loreJudgeProtocol.id, official },
      embedder: embedderFromEnv(process.env).id,
      // The hybrid ranking's version and the word vectors it reads (their package version too).
      hybridRanker: `${HYBRID_RANKER_ID}/${WORD_VECTOR_SOURCE_ID}`,
      encoding: "o200k_base",
    });
  } catch (error) {
    if (error instanceof StudyPlanError)
      throw new InvalidInputError(
        `${input.file.name}: the plan does not hold: ${error.message}`,
        error.problems.map((p) => ({ path: p.field, message: p.message })),
      );
    throw error;
  }
  const saved = await saveStudyPlan({
    workspaceId: input.workspaceId,
    benchmarkId: benchmark.id,
    plan,
    description: file.description ?? null,
    file: input.file,
    actorId: input.actorId,
    staleMs: input.staleMs,
  });
  return { studyId: saved.id, created: saved.created, plan };
}

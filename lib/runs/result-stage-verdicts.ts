import { isAbstentionId } from "@/lib/longmemeval/question-types";
import { deriveStageVerdicts, type StageVerdicts } from "@/lib/questions/stage-verdicts";
import type { ComparableResult } from "@/lib/runs/comparable-result";

// The stage verdicts of one stored result, for the run's question table and the compare page:
// the same function the question's trace uses, fed the same record.
export function resultStageVerdicts(input: { result: ComparableResult; configuration: unknown; runJudged: boolean }): StageVerdicts {
  const { result } = input;
  return deriveStageVerdicts({
    question: { isAbstention: result.isAbstention ?? isAbstentionId(result.questionExternalId), answerSessionIds: result.answerSessionIds ?? [] },
    configuration: input.configuration,
    runJudged: input.runJudged,
    result: {
      retrievedSessionIds: result.retrievedSessionIds,
      evidenceCoverage: result.evidenceCoverage,
      answerInContext: result.answerInContext,
      correct: result.correct,
      contextShape: result.contextShape ?? null,
    },
  });
}

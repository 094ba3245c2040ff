import { contextShapeOf } from "@/lib/questions/count-context-blocks";
import { stageConfigurationOf } from "@/lib/questions/stage-configuration";
import { DEFAULT_TOP_K, type Stage } from "@/lib/questions/stage-definitions";
import { deriveStageVerdicts, type LostAt, type StageVerdicts } from "@/lib/questions/stage-verdicts";
import { traceExtractor, type ExtractorTrace, type TraceSession, type TraceSheet } from "@/lib/questions/trace-extractor";
import { retrievedSessionIds } from "@/lib/runs/comparable-result";

export { DEFAULT_TOP_K, type Stage, type StageKey, type StageStatus } from "@/lib/questions/stage-definitions";
export { firstLoss, type LostAt } from "@/lib/questions/stage-verdicts";
export type { ExtractorTrace, SheetSessionTrace, TraceSession, TraceSheet, TraceTurn } from "@/lib/questions/trace-extractor";

export type TraceRun = {
  id: string;
  name: string;
  configuration: unknown;
  judge: string | null;
  archived: boolean;
  /** False when the run holds no verdict at all; unknown (undefined) reads as judged. */
  judged?: boolean;
  result: {
    retrieved: unknown;
    evidenceCoverage: number | null;
    answerInContext: boolean | null;
    hypothesis: string | null;
    correct: boolean | null;
    judgeOutput: unknown;
    readerInputTokens?: number | null;
    /** The exact text the run recorded as the reader's context; null when it recorded none. */
    readerContext?: string | null;
  };
};

export type TraceInput = {
  question: { text: string; answer: string; isAbstention: boolean; answerSessionIds: string[] };
  /** Sessions holding the question's evidence turns, with all their turns. */
  evidenceSessions: TraceSession[];
  /** Fact sheets of those sessions, any extractor. */
  sheets: TraceSheet[];
  runs: TraceRun[];
};

export type RunTrace = {
  runId: string;
  name: string;
  archived: boolean;
  representation: string | null;
  extractor: string | null;
  k: number;
  /** The stages that apply to the run, from deriveStageVerdicts. */
  stages: Stage[];
  lostAt: LostAt | null;
  verdicts: StageVerdicts;
  /** Lore's analysis of the stored sheets of the extractor a fact-sheet run read, when stored. */
  sheetAnalysis: ExtractorTrace | null;
  /** What the card says about that analysis beside the run's own fact-sheet stage; it names any difference. */
  sheetAnalysisNote: string | null;
  /** The run's ranking in the dataset's session ids. */
  ranking: string[] | null;
  hypothesis: string | null;
  correct: boolean | null;
  judge: string | null;
};
export type QuestionTrace = { evidenceSessionIds: string[]; extractors: ExtractorTrace[]; runs: RunTrace[] };

function judgeOf(run: TraceRun): string | null {
  const output = run.result.judgeOutput;
  if (typeof output === "object" && output !== null && "model" in output && typeof output.model === "string") return output.model;
  return run.judge;
}

const definite = (status: string) => status === "kept" || status === "lost";

// Lore's analysis of the stored sheets is a second measure beside the run's own scoring of its
// context; when the two differ, the note says so instead of leaving two bare verdicts side by side.
function sheetAnalysisNote(analysis: ExtractorTrace | null, sheet: Stage): string | null {
  if (!analysis || sheet.status === "not-applicable") return null;
  const lost = analysis.sessions.flatMap((s) => s.lost.map((d) => d.text)).slice(0, 5);
  const plural = analysis.sessions.length === 1 ? "" : "s";
  const base = `Lore's analysis of the stored ${analysis.label} sheet${plural} of the evidence sessions, made now: ${analysis.stage.detail.replace(/\.$/, "")}${lost.length ? ` (missing: ${lost.join("; ")})` : ""}.`;
  if (definite(sheet.status) && definite(analysis.stage.status) && sheet.status !== analysis.stage.status)
    return `${base} This differs from the run's own record: its scoring of the context it read found the answer-bearing details ${sheet.status === "kept" ? "there" : "missing"}, and the stages above are what the run recorded.`;
  return base;
}

// Rankings name sessions by their dataset (external) id, or by Lore's id; both map to the
// dataset's id, which the question's answer sessions use.
function canonicalRanking(input: TraceInput, retrieved: unknown): string[] | null {
  const ranked = retrievedSessionIds(retrieved);
  if (ranked === null) return null;
  const canonical = new Map<string, string>();
  for (const s of input.evidenceSessions) canonical.set(s.sessionId, s.externalId);
  return ranked.map((id) => canonical.get(id) ?? id);
}

/**
 * Where one question's answer got lost: per extractor, whether its stored sheets of the evidence
 * sessions keep the answer-bearing detail; per run, every stage verdict from what the run recorded
 * (deriveStageVerdicts, the same function the run's question table and the compare page use), with
 * the first stage where the answer disappears. Pure: the caller loads the rows.
 */
export function traceQuestion(input: TraceInput): QuestionTrace {
  const byExtractor = new Map<string, TraceSheet[]>();
  for (const sheet of input.sheets) byExtractor.set(sheet.extractorId, [...(byExtractor.get(sheet.extractorId) ?? []), sheet]);
  const extractors = [...byExtractor.entries()].map(([id, sheets]) => traceExtractor(input, id, sheets)).sort((a, b) => a.label.localeCompare(b.label));
  // The benchmark's answer sessions, as the run's question table and the compare page read them.
  const answerSessionIds = input.question.answerSessionIds;

  const runs = input.runs.map((run): RunTrace => {
    const ranking = canonicalRanking(input, run.result.retrieved);
    const verdicts = deriveStageVerdicts({
      question: { isAbstention: input.question.isAbstention, answerSessionIds },
      configuration: run.configuration,
      runJudged: run.judged ?? true,
      result: {
        retrievedSessionIds: ranking,
        evidenceCoverage: run.result.evidenceCoverage,
        answerInContext: run.result.answerInContext,
        correct: run.result.correct,
        contextShape: contextShapeOf(run.result.readerContext, stageConfigurationOf(run.configuration)),
      },
    });
    const { representation, extractor, k } = verdicts.configuration;
    const sheetAnalysis = representation === "factsheets" ? (extractors.find((e) => e.label === extractor) ?? null) : null;
    return {
      runId: run.id,
      name: run.name,
      archived: run.archived,
      representation,
      extractor,
      k: k ?? DEFAULT_TOP_K,
      stages: verdicts.shown,
      lostAt: verdicts.lostAt,
      verdicts,
      sheetAnalysis,
      sheetAnalysisNote: sheetAnalysisNote(sheetAnalysis, verdicts.sheet),
      ranking,
      hypothesis: run.result.hypothesis,
      correct: run.result.correct,
      judge: judgeOf(run),
    };
  });

  const evidenceSessionIds = [...new Set([...input.question.answerSessionIds, ...input.evidenceSessions.map((s) => s.externalId)])];
  return { evidenceSessionIds, extractors, runs };
}

import { formatPercent } from "@/lib/format/format-number";
import { DEFAULT_TOP_K, STAGE_LABELS, type Stage, type StageKey, type StageStatus } from "@/lib/questions/stage-definitions";
import type { ContextShape } from "@/lib/questions/count-context-blocks";
import { stageConfigurationOf, type StageConfiguration } from "@/lib/questions/stage-configuration";

/**
 * What a run recorded for one question, and what the benchmark knows about the question. Every
 * view of a question (its trace, the run's question table, the compare page) passes exactly this,
 * so they all tell the same story.
 */
export type StageVerdictInput = {
  question: { isAbstention: boolean; answerSessionIds: string[] };
  /** The run's configuration JSON (representation, k, budget), as stored. */
  configuration: unknown;
  /** False when the run holds no verdict at all (a retrieval-only run). */
  runJudged: boolean;
  result: {
    /** Retrieved session ids (the dataset's ids) in rank order; null when the run stored no ranking. */
    retrievedSessionIds: string[] | null;
    evidenceCoverage: number | null;
    answerInContext: boolean | null;
    correct: boolean | null;
    /** The recorded context's blocks and whether the budget cut it (contextShapeOf); null: no context recorded, or no budget. */
    contextShape: ContextShape | null;
  };
};

export type LostAt = { stage: StageKey; label: string; partial: boolean; answeredAnyway: boolean };

export type StageVerdicts = {
  configuration: StageConfiguration;
  sheet: Stage;
  retrieval: Stage;
  budget: Stage;
  context: Stage;
  answer: Stage;
  /** The stages that apply to this run, in pipeline order (a sheet stage only for fact-sheet runs, a budget stage only with a budget). */
  shown: Stage[];
  lostAt: LostAt | null;
  /** One sentence that sums the stages up. */
  summary: string;
};

const stage = (key: StageKey, status: StageStatus, detail: string): Stage => ({ key, label: STAGE_LABELS[key], status, detail });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const UPSTREAM: StageKey[] = ["sheet", "retrieval", "budget"];

type Ranks = { wanted: number; inTop: number[]; outside: number[]; missing: number; k: number } | null;

// Where each answer session sits in the run's ranking (1-based, first appearance), split at k.
function ranksOf(input: StageVerdictInput, k: number): Ranks {
  const ranked = input.result.retrievedSessionIds;
  if (ranked === null) return null;
  const wanted = [...new Set(input.question.answerSessionIds)];
  const inTop: number[] = [];
  const outside: number[] = [];
  let missing = 0;
  for (const id of wanted) {
    const rank = ranked.indexOf(id) + 1;
    if (rank === 0) missing++;
    else if (rank <= k) inTop.push(rank);
    else outside.push(rank);
  }
  return { wanted: wanted.length, inTop: inTop.sort((a, b) => a - b), outside: outside.sort((a, b) => a - b), missing, k };
}

function retrievalVerdict(input: StageVerdictInput, ranks: Ranks): Stage {
  if (input.question.isAbstention) return stage("retrieval", "not-applicable", "An abstention question has no evidence session to retrieve.");
  if (ranks === null) return stage("retrieval", "unknown", "The run stored no retrieval list.");
  if (ranks.wanted === 0) return stage("retrieval", "not-applicable", "No evidence session to retrieve.");
  const found = [...ranks.inTop, ...ranks.outside];
  const where = found.length ? ` (rank${found.length > 1 ? "s" : ""} ${found.join(", ")})` : "";
  const status: StageStatus = ranks.inTop.length === ranks.wanted ? "kept" : ranks.inTop.length === 0 ? "lost" : "partial";
  return stage("retrieval", status, `${ranks.inTop.length} of ${plural(ranks.wanted, "evidence session")} in the top ${ranks.k}${where}.`);
}

// A reader context holds the top-k items in rank order and a budget cuts it at the end, so block i
// is the i-th ranked item and only the last block present can be partial.
function budgetVerdict(input: StageVerdictInput, config: StageConfiguration, ranks: Ranks): Stage {
  if (config.budget === null) return stage("budget", "not-applicable", "The run set no token budget.");
  if (input.question.isAbstention) return stage("budget", "not-applicable", "An abstention question has no evidence to cut.");
  if (ranks === null) return stage("budget", "unknown", "The run stored no retrieval list, so a cut cannot be placed.");
  if (ranks.inTop.length === 0) return stage("budget", "not-applicable", "No evidence session was retrieved, so the budget had none to cut.");
  if (config.representation === "memories") return stage("budget", "unknown", "The context holds memories, which do not map one to one onto sessions.");
  const shape = input.result.contextShape;
  if (shape === null) return stage("budget", "unknown", "The run did not record the reader's context, so a cut cannot be seen.");
  const { blocks, cut: cutAtAll } = shape;
  const whole = ranks.inTop.filter((r) => r < blocks || (r === blocks && !cutAtAll));
  const clipped = ranks.inTop.filter((r) => r === blocks && cutAtAll);
  const dropped = ranks.inTop.filter((r) => r > blocks);
  if (dropped.length === 0 && clipped.length === 0)
    return stage("budget", "kept", `The ${config.budget}-token budget left every retrieved evidence session in the context.`);
  const parts = [
    dropped.length ? `cut ${plural(dropped.length, "retrieved evidence session")} out (rank ${dropped.join(", ")})` : null,
    clipped.length ? `cut the end off the evidence session at rank ${clipped.join(", ")}` : null,
  ].filter(Boolean);
  const status: StageStatus = whole.length === 0 && clipped.length === 0 ? "lost" : "partial";
  return stage("budget", status, `The ${config.budget}-token budget ${parts.join(" and ")}; the context kept ${plural(blocks, "block")}.`);
}

function contextVerdict(input: StageVerdictInput): Stage {
  if (input.question.isAbstention) return stage("context", "not-applicable", "An abstention question: there is no answer to receive.");
  const { evidenceCoverage: coverage, answerInContext: words } = input.result;
  if (coverage !== null) {
    const status: StageStatus = coverage >= 1 ? "kept" : coverage <= 0 ? "lost" : "partial";
    const base = `${formatPercent(coverage)} of the evidence turns' answer-bearing details are in the reader's context (evidence coverage).`;
    if (status !== "kept" && words === true)
      return stage("context", status, `${base} The gold answer's words occur in it, but not as the evidence turns state them.`);
    if (status === "kept" && words === false)
      return stage("context", status, `${base} The gold answer's exact words do not occur: the context words it differently.`);
    return stage("context", status, base);
  }
  if (words === true) return stage("context", "kept", "The gold answer's words are in the reader's context (the run scored no evidence coverage).");
  if (words === false) return stage("context", "lost", "The gold answer's words are not in the reader's context (the run scored no evidence coverage).");
  return stage("context", "unknown", "The run did not record what the reader received.");
}

// Detail lost at extraction, from what the run recorded: a fact-sheet run's context is made of
// sheets, so when the evidence sessions' sheets reached the reader whole, what the context lacks
// the sheets lacked.
function sheetVerdict(input: StageVerdictInput, config: StageConfiguration, retrieval: Stage, budget: Stage, context: Stage): Stage {
  if (config.representation !== "factsheets") return stage("sheet", "not-applicable", "The run read whole sessions: nothing was extracted.");
  if (input.question.isAbstention) return stage("sheet", "not-applicable", "An abstention question: there is no answer to keep.");
  if (context.status === "unknown") return stage("sheet", "unknown", "The run did not record what its context held, so what the sheets kept is unknown.");
  if (context.status === "kept") return stage("sheet", "kept", "The sheets the reader received state the answer-bearing details.");
  if (retrieval.status === "unknown") return stage("sheet", "unknown", "The run stored no retrieval list, so it cannot tell which sheets reached the reader.");
  if (retrieval.status === "lost" || retrieval.status === "not-applicable")
    return stage("sheet", "unknown", "No evidence session's sheet reached the reader, so the run cannot show what its sheet kept.");
  if (budget.status === "lost") return stage("sheet", "unknown", "The token budget cut the evidence sheets out, so the run cannot show what they kept.");
  if (budget.status === "partial")
    return stage("sheet", "unknown", "The token budget cut part of the evidence sheets, so the run cannot tell the sheets' losses from the cut's.");
  if (context.status === "lost")
    return stage(
      "sheet",
      "lost",
      retrieval.status === "kept"
        ? "The evidence sessions' sheets reached the reader whole, yet state none of the answer-bearing details."
        : "The evidence sheets that were retrieved state none of the answer-bearing details.",
    );
  if (retrieval.status === "kept")
    return stage("sheet", "partial", "The evidence sessions' sheets reached the reader whole, yet state only part of the answer-bearing details.");
  return stage("sheet", "unknown", "Part of the evidence was not retrieved, so the run cannot tell what the other sheets kept.");
}

function answerVerdict(input: StageVerdictInput): Stage {
  const { correct } = input.result;
  if (correct === null)
    return stage(
      "answer",
      "unknown",
      input.runJudged ? "The judge gave no verdict for this question." : "The run holds no verdicts (retrieval only): nothing was judged.",
    );
  return stage("answer", correct ? "kept" : "lost", correct ? "Judged correct." : "Judged wrong.");
}

/** The first stage where the answer disappears; failing that, the first where part of it does. */
export function firstLoss(stages: Stage[]): LostAt | null {
  const hit = stages.find((s) => s.status === "lost") ?? stages.find((s) => s.status === "partial");
  if (!hit) return null;
  const answer = stages.find((s) => s.key === "answer");
  return { stage: hit.key, label: hit.label, partial: hit.status === "partial", answeredAnyway: hit.key !== "answer" && answer?.status === "kept" };
}

function summarize(shown: Stage[], lostAt: LostAt | null, context: Stage, answer: Stage): string {
  if (lostAt) {
    const where = `${lostAt.partial ? "Partly lost at" : "Lost at"}: ${lostAt.label.toLowerCase()}`;
    return lostAt.answeredAnyway ? `${where} (the reader still answered correctly).` : `${where}.`;
  }
  if (shown.every((s) => s.status === "kept" || s.status === "not-applicable")) return "The answer survived every stage.";
  if (answer.status === "lost") return "Judged wrong; the run did not record enough to say at which stage the answer was lost.";
  if (context.status === "kept" && answer.status === "unknown")
    return "No stage lost the answer as far as the run recorded: the evidence reached the reader, and the answer was not judged.";
  return "No stage lost the answer as far as the run recorded.";
}

/**
 * Every stage verdict of one run on one question, from what the run recorded: retrieved (the
 * answer sessions among the top k), detail lost at extraction (fact-sheet runs), cut by the token
 * budget (runs with a budget), evidence in the reader's context, and the judge's verdict; each
 * with "unknown" or "not applicable" and a reason in words when the run has no such record. A
 * stage upstream of a context that still holds the evidence is never named as where it was lost.
 */
export function deriveStageVerdicts(input: StageVerdictInput): StageVerdicts {
  const configuration = stageConfigurationOf(input.configuration);
  const k = configuration.k ?? DEFAULT_TOP_K;
  const ranks = ranksOf(input, k);
  let retrieval = retrievalVerdict(input, ranks);
  let budget = budgetVerdict(input, configuration, ranks);
  const context = contextVerdict(input);
  const sheet = sheetVerdict(input, configuration, retrieval, budget, context);
  const answer = answerVerdict(input);
  if (context.status === "kept") {
    const note = " The reader's context still holds the evidence details (from what it did receive).";
    if (retrieval.status === "lost" || retrieval.status === "partial") retrieval = { ...retrieval, detail: retrieval.detail + note };
    if (budget.status === "lost" || budget.status === "partial") budget = { ...budget, detail: budget.detail + note };
  }
  const shown = [
    ...(configuration.representation === "factsheets" ? [sheet] : []),
    retrieval,
    ...(configuration.budget !== null ? [budget] : []),
    context,
    answer,
  ];
  const candidates = context.status === "kept" ? shown.filter((s) => !UPSTREAM.includes(s.key)) : shown;
  let lostAt = firstLoss(candidates);
  // A wrong answer after stages the run did not record is not "lost at the answer": nobody knows where.
  if (lostAt?.stage === "answer" && shown.some((s) => s.key !== "answer" && s.status === "unknown")) lostAt = null;
  return { configuration, sheet, retrieval, budget, context, answer, shown, lostAt, summary: summarize(shown, lostAt, context, answer) };
}

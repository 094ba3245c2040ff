import { analyzeDetailLoss, type DetailKind } from "@/lib/detail-loss";
import { retrievedSessionIds } from "@/lib/runs/comparable-result";
import { runConfigurationOf } from "@/lib/runs/run-configuration";

export const DEFAULT_TOP_K = 10;

export type StageKey = "sheet" | "retrieval" | "context" | "answer";
export type StageStatus = "kept" | "partial" | "lost" | "unknown" | "not-applicable";
export type Stage = { key: StageKey; label: string; status: StageStatus; detail: string };

export type TraceTurn = { id: string; role: string | null; content: string };
export type TraceSession = { sessionId: string; externalId: string; turns: TraceTurn[]; evidenceTurnIds: string[] };
export type TraceSheet = { extractorId: string; name: string; version: string; sessionId: string; text: string };
export type TraceRun = {
  id: string;
  name: string;
  configuration: unknown;
  judge: string | null;
  archived: boolean;
  result: {
    retrieved: unknown;
    evidenceCoverage: number | null;
    answerInContext: boolean | null;
    hypothesis: string | null;
    correct: boolean | null;
    judgeOutput: unknown;
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

export type SheetSessionTrace = { sessionId: string; externalId: string; status: "kept" | "lost" | "missing"; lost: { text: string; kind: DetailKind }[] };
export type ExtractorTrace = { extractorId: string; label: string; stage: Stage; sessions: SheetSessionTrace[] };
export type LostAt = { stage: StageKey; label: string; partial: boolean; answeredAnyway: boolean };
export type RunTrace = {
  runId: string;
  name: string;
  archived: boolean;
  representation: string | null;
  extractor: string | null;
  k: number;
  stages: Stage[];
  lostAt: LostAt | null;
  hypothesis: string | null;
  correct: boolean | null;
  judge: string | null;
};
export type QuestionTrace = { evidenceSessionIds: string[]; extractors: ExtractorTrace[]; runs: RunTrace[] };

const STAGE_LABELS: Record<StageKey, string> = {
  sheet: "Fact sheet",
  retrieval: "Retrieved top-k",
  context: "Reader context",
  answer: "Answer",
};
const stage = (key: StageKey, status: StageStatus, detail: string): Stage => ({ key, label: STAGE_LABELS[key], status, detail });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

// (a) Is the answer-bearing detail in each extractor's sheets of the evidence sessions? Each sheet
// is analyzed with the evidence turns as answer-bearing and the gold answer and question deciding
// which details are critical (lib/detail-loss).
function traceExtractor(input: TraceInput, extractorId: string, sheets: TraceSheet[]): ExtractorTrace {
  const first = sheets[0]!;
  const label = `${first.name}@${first.version}`;
  if (input.question.isAbstention) {
    return { extractorId, label, sessions: [], stage: stage("sheet", "not-applicable", "An abstention question: there is no answer to keep.") };
  }
  const sessions = input.evidenceSessions.map((session): SheetSessionTrace => {
    const sheet = sheets.find((s) => s.sessionId === session.sessionId);
    if (!sheet) return { sessionId: session.sessionId, externalId: session.externalId, status: "missing", lost: [] };
    const evidence = new Set(session.evidenceTurnIds);
    const report = analyzeDetailLoss({
      turns: session.turns.map((t) => ({ id: t.id, role: t.role ?? "user", content: t.content, answerBearing: evidence.has(t.id) })),
      factSheet: sheet.text,
      answer: input.question.answer,
      question: input.question.text,
    });
    const lost = report.details.filter((d) => d.critical && !d.kept).map((d) => ({ text: d.text, kind: d.kind }));
    return { sessionId: session.sessionId, externalId: session.externalId, status: report.answerBearingLost ? "lost" : "kept", lost };
  });
  const lost = sessions.filter((s) => s.status === "lost").length;
  const missing = sessions.filter((s) => s.status === "missing").length;
  const kept = sessions.length - lost - missing;
  const status: StageStatus = lost === 0 ? (missing ? "unknown" : "kept") : kept === 0 && missing === 0 ? "lost" : "partial";
  const detail =
    lost === 0 && missing === 0
      ? `The answer-bearing details are in the sheet${sessions.length > 1 ? "s" : ""}.`
      : [
          lost ? `lost in ${plural(lost, "evidence session")}` : null,
          missing ? `no sheet for ${plural(missing, "evidence session")}` : null,
          kept ? `kept in ${kept}` : null,
        ]
          .filter(Boolean)
          .join("; ")
          .replace(/^./, (c) => c.toUpperCase());
  return { extractorId, label, sessions, stage: stage("sheet", status, detail) };
}

// (b) Are the evidence sessions among the run's top k? Rankings name sessions by their dataset
// (external) id, or by Lore's id; both are matched.
function retrievalStage(input: TraceInput, run: TraceRun, k: number): Stage {
  const ranked = retrievedSessionIds(run.result.retrieved);
  if (ranked === null) return stage("retrieval", "unknown", "The run stored no retrieval list.");
  const canonical = new Map<string, string>();
  for (const id of input.question.answerSessionIds) canonical.set(id, id);
  for (const s of input.evidenceSessions) {
    canonical.set(s.externalId, s.externalId);
    canonical.set(s.sessionId, s.externalId);
  }
  const wanted = new Set(canonical.values());
  if (input.question.isAbstention || wanted.size === 0) return stage("retrieval", "not-applicable", "No evidence session to retrieve.");
  const order = [...new Set(ranked.map((id) => canonical.get(id) ?? id))];
  const ranks = [...wanted]
    .map((id) => ({ id, rank: order.indexOf(id) + 1 }))
    .filter((r) => r.rank > 0)
    .sort((a, b) => a.rank - b.rank);
  const inTop = ranks.filter((r) => r.rank <= k);
  const status: StageStatus = inTop.length === wanted.size ? "kept" : inTop.length === 0 ? "lost" : "partial";
  const where = ranks.length ? ` (rank${ranks.length > 1 ? "s" : ""} ${ranks.map((r) => r.rank).join(", ")})` : "";
  return stage("retrieval", status, `${inTop.length} of ${plural(wanted.size, "evidence session")} in the top ${k}${where}.`);
}

// (c) Did the answer reach the text the reader received?
function contextStage(input: TraceInput, run: TraceRun): Stage {
  if (input.question.isAbstention) return stage("context", "not-applicable", "An abstention question: there is no answer to receive.");
  const { answerInContext, evidenceCoverage } = run.result;
  if (answerInContext !== null)
    return stage(
      "context",
      answerInContext ? "kept" : "lost",
      answerInContext ? "The answer was in the reader's context." : "The answer was not in the reader's context.",
    );
  if (evidenceCoverage !== null) {
    const status: StageStatus = evidenceCoverage >= 1 ? "kept" : evidenceCoverage <= 0 ? "lost" : "partial";
    return stage("context", status, `${Math.round(evidenceCoverage * 100)}% of the evidence turns reached the reader.`);
  }
  return stage("context", "unknown", "The run did not record what the reader received.");
}

// (d) The hypothesis and the judge's verdict.
function answerStage(run: TraceRun): Stage {
  const { correct } = run.result;
  if (correct === null) return stage("answer", "unknown", "Not judged.");
  return stage("answer", correct ? "kept" : "lost", correct ? "Judged correct." : "Judged wrong.");
}

function judgeOf(run: TraceRun): string | null {
  const output = run.result.judgeOutput;
  if (typeof output === "object" && output !== null && "model" in output && typeof output.model === "string") return output.model;
  return run.judge;
}

// The first stage where the answer disappears; failing that, the first where part of it does.
export function firstLoss(stages: Stage[]): LostAt | null {
  const hit = stages.find((s) => s.status === "lost") ?? stages.find((s) => s.status === "partial");
  if (!hit) return null;
  const answer = stages.find((s) => s.key === "answer");
  return { stage: hit.key, label: hit.label, partial: hit.status === "partial", answeredAnyway: hit.key !== "answer" && answer?.status === "kept" };
}

/**
 * Where one question's answer got lost: per extractor, whether its sheets of the evidence sessions
 * keep the answer-bearing detail; per run, stage by stage (its representation's sheet when it
 * read fact sheets, the top-k retrieval, the reader's context, the verdict), with the first stage
 * where the answer disappears. Pure: the caller loads the rows.
 */
export function traceQuestion(input: TraceInput): QuestionTrace {
  const byExtractor = new Map<string, TraceSheet[]>();
  for (const sheet of input.sheets) byExtractor.set(sheet.extractorId, [...(byExtractor.get(sheet.extractorId) ?? []), sheet]);
  const extractors = [...byExtractor.entries()].map(([id, sheets]) => traceExtractor(input, id, sheets)).sort((a, b) => a.label.localeCompare(b.label));

  const runs = input.runs.map((run): RunTrace => {
    const config = runConfigurationOf(run.configuration);
    const extractor = extractorOf(run.configuration);
    const k = config.k ?? DEFAULT_TOP_K;
    const stages: Stage[] = [];
    if (config.representation === "factsheets") {
      const sheetTrace = extractors.find((e) => e.label === extractor);
      stages.push(
        sheetTrace
          ? sheetTrace.stage
          : stage("sheet", "unknown", extractor ? `No ${extractor} sheet of the evidence sessions is stored.` : "The run does not name its extractor."),
      );
    }
    stages.push(retrievalStage(input, run, k), contextStage(input, run), answerStage(run));
    return {
      runId: run.id,
      name: run.name,
      archived: run.archived,
      representation: config.representation,
      extractor,
      k,
      stages,
      lostAt: firstLoss(stages),
      hypothesis: run.result.hypothesis,
      correct: run.result.correct,
      judge: judgeOf(run),
    };
  });

  const evidenceSessionIds = [...new Set([...input.question.answerSessionIds, ...input.evidenceSessions.map((s) => s.externalId)])];
  return { evidenceSessionIds, extractors, runs };
}

// The demo writes the extractor a fact-sheet run read as "name@version" in its configuration.
function extractorOf(configuration: unknown): string | null {
  if (typeof configuration !== "object" || configuration === null || Array.isArray(configuration)) return null;
  const value = (configuration as { extractor?: unknown }).extractor;
  return typeof value === "string" ? value : null;
}

import { prepareReaderContext, type ReaderContextView } from "@/lib/questions/prepare-reader-context";
import { recordedExchanges, type RecordedExchanges } from "@/lib/questions/recorded-exchanges";
import { traceQuestion, type QuestionTrace, type TraceRun } from "@/lib/questions/trace-question";
import { turnHref } from "@/lib/sessions/turn-number";

export type QuestionPageInput = {
  question: { text: string; answer: string; isAbstention: boolean; answerSessionIds: string[] };
  evidenceTurnIds: string[];
  sessions: {
    id: string;
    externalId: string;
    dateText: string | null;
    observations: { id: string; position: number; role: string | null; content: string }[];
    factSheets: { text: string; extractor: { id: string; name: string; version: string } }[];
  }[];
  results: {
    retrieved: unknown;
    evidenceCoverage: number | null;
    answerInContext: boolean | null;
    hypothesis: string | null;
    correct: boolean | null;
    judgeOutput: unknown;
    readerInputTokens?: number | null;
    readerContext?: string | null;
    run: { id: string; name: string; configuration: unknown; judge: string | null; archivedAt: Date | null };
  }[];
  /** Runs that hold no verdict at all (retrieval only). */
  unjudgedRunIds?: string[];
};

/** What one run recorded for the question beyond its verdicts: the reader's exact context and the prompts. */
export type RunRecordView = { context: ReaderContextView; exchanges: RecordedExchanges };

export type EvidenceTurnView = {
  id: string;
  sessionId: string;
  sessionExternalId: string;
  sessionDate: string | null;
  position: number;
  role: string;
  content: string;
  href: string;
};

export type QuestionPageView = {
  evidenceTurns: EvidenceTurnView[];
  trace: QuestionTrace;
  records: Record<string, RunRecordView>;
  runOptions: { id: string; name: string; focused: boolean }[];
  /** True when ?runs= narrowed the runs shown. */
  focused: boolean;
};

/**
 * The question page's data: the evidence turns in session order, linking to their place in the
 * session page, and the trace of the runs in focus (all runs unless `focusRunIds` names some that
 * answered this question).
 */
export function prepareQuestionPage(input: QuestionPageInput, focusRunIds: string[] = []): QuestionPageView {
  const evidence = new Set(input.evidenceTurnIds);
  const evidenceTurns = input.sessions.flatMap((session) =>
    session.observations
      .filter((o) => evidence.has(o.id))
      .map((o) => ({
        id: o.id,
        sessionId: session.id,
        sessionExternalId: session.externalId,
        sessionDate: session.dateText,
        position: o.position,
        role: o.role ?? "fragment",
        content: o.content,
        href: turnHref(session.id, o.position),
      })),
  );
  const known = new Set(input.results.map((r) => r.run.id));
  const focus = new Set(focusRunIds.filter((id) => known.has(id)));
  const results = focus.size ? input.results.filter((r) => focus.has(r.run.id)) : input.results;
  const runs: TraceRun[] = results.map((r) => ({
    id: r.run.id,
    name: r.run.name,
    configuration: r.run.configuration,
    judge: r.run.judge,
    archived: r.run.archivedAt !== null,
    judged: !(input.unjudgedRunIds ?? []).includes(r.run.id),
    result: {
      retrieved: r.retrieved,
      evidenceCoverage: r.evidenceCoverage,
      answerInContext: r.answerInContext,
      hypothesis: r.hypothesis,
      correct: r.correct,
      judgeOutput: r.judgeOutput,
      readerInputTokens: r.readerInputTokens ?? null,
      readerContext: r.readerContext ?? null,
    },
  }));
  const trace = traceQuestion({
    question: input.question,
    evidenceSessions: input.sessions.map((s) => ({
      sessionId: s.id,
      externalId: s.externalId,
      turns: s.observations,
      evidenceTurnIds: s.observations.filter((o) => evidence.has(o.id)).map((o) => o.id),
    })),
    sheets: input.sessions.flatMap((s) =>
      s.factSheets.map((f) => ({ extractorId: f.extractor.id, name: f.extractor.name, version: f.extractor.version, sessionId: s.id, text: f.text })),
    ),
    runs,
  });
  const records: Record<string, RunRecordView> = {};
  for (const r of results) {
    const ranking = trace.runs.find((t) => t.runId === r.run.id)?.ranking ?? null;
    records[r.run.id] = {
      context: prepareReaderContext({
        context: r.readerContext,
        ranking,
        evidenceTurns: evidenceTurns.map((t) => ({
          id: t.id,
          sessionExternalId: t.sessionExternalId,
          position: t.position,
          role: t.role === "fragment" ? null : t.role,
          content: t.content,
        })),
        answerSessionIds: trace.evidenceSessionIds,
        answer: input.question.answer,
        question: input.question.text,
        isAbstention: input.question.isAbstention,
      }),
      exchanges: recordedExchanges(r.judgeOutput),
    };
  }
  return {
    evidenceTurns,
    trace,
    records,
    runOptions: input.results.map((r) => ({ id: r.run.id, name: r.run.name, focused: focus.has(r.run.id) })),
    focused: focus.size > 0,
  };
}

export function parseRunIds(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(",") : (value ?? "");
  return [
    ...new Set(
      raw
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s.length > 0 && s.length <= 64),
    ),
  ].slice(0, 20);
}

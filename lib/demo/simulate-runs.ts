// Runs the benchmark the way Lore's retrieval runs do (retrieve k, read, judge), with a strict
// stand-in reader: it answers only from details that survive in what was retrieved, attributed to
// the right speaker. Whether a question is correct is therefore computed, never chosen.
import { createRetriever } from "./demo-retriever";
import { detailMentioned, detailSurvives, factSheetSegments, sessionSegments, type DetailRef, type Segment } from "./detail-survival";
import type { DemoExtractor, DemoQuestion, DemoRepresentation, DemoRun, DemoRunResult, DemoSession } from "./demo-types";

// The reader's fixed instructions; counted in its input tokens like a real prompt would be.
const READER_PROMPT =
  "You are answering a question about a user from their chat history with an assistant. " +
  "Use only the context below; each block is one conversation session with its date. " +
  "If the context does not contain the answer, say that the information is not available. " +
  "For questions about time, reason from the session dates. Prefer the most recent information " +
  "when the user's situation has changed. Answer in one or two sentences.";

export type ScoredQuestion = {
  question: DemoQuestion;
  evidence: DetailRef[];
  required: DetailRef[];
  stale?: { ref: DetailRef; answer: string };
};

type Doc = { sessionId: string; dateText: string; text: string; segments: Segment[] };

// About four characters per token, the usual rule of thumb for English text.
const tokensOf = (characters: number) => Math.ceil(characters / 4);

function sessionDocs(sessions: DemoSession[]): Doc[] {
  return sessions.map((session) => ({
    sessionId: session.externalId,
    dateText: session.dateText,
    text: session.turns.map((turn) => `${turn.role}: ${turn.content}`).join("\n\n"),
    segments: sessionSegments(session),
  }));
}

function factSheetDocs(sessions: DemoSession[], extractor: DemoExtractor): Doc[] {
  const sheets = new Map(extractor.factSheets.map((sheet) => [sheet.sessionId, sheet]));
  return sessions.map((session) => {
    const sheet = sheets.get(session.externalId);
    if (!sheet) throw new Error(`no ${extractor.name} fact sheet for ${session.externalId}`);
    return {
      sessionId: session.externalId,
      dateText: session.dateText,
      text: sheet.text,
      segments: factSheetSegments(sheet, session),
    };
  });
}

function answerQuestion(scored: ScoredQuestion, retrieved: Map<string, Doc>, representation: DemoRepresentation) {
  const { question, evidence, required, stale } = scored;
  const segmentsOf = (ref: DetailRef) => retrieved.get(ref.sessionId)?.segments ?? [];
  const survives = (ref: DetailRef) => detailSurvives(segmentsOf(ref), ref);
  const covered = evidence.filter(survives).length;
  const evidenceCoverage = evidence.length === 0 ? 1 : Math.round((covered / evidence.length) * 1000) / 1000;
  const where = representation === "sessions" ? "retrieved sessions" : "retrieved fact sheets";
  // Nothing anywhere answers an abstention question, so the strict reader declines: correct.
  if (question.isAbstention) {
    const hypothesis = `I have no record of that in the ${where}, so I can't answer it.`;
    return { hypothesis, correct: true, evidenceCoverage, answerInContext: covered === evidence.length };
  }
  const correct = required.every(survives);
  const answerInContext = required.every((ref) => detailMentioned(segmentsOf(ref), ref.detail));
  const hypothesis = correct
    ? question.answer
    : stale && survives(stale.ref)
      ? stale.answer
      : `I can't find that in the ${where}, so I can't answer it reliably.`;
  return { hypothesis, correct, evidenceCoverage, answerInContext };
}

export function simulateRun(input: {
  name: string;
  sessions: DemoSession[];
  questions: ScoredQuestion[];
  extractor: DemoExtractor | null;
  k: number;
}): DemoRun {
  const { name, sessions, questions, extractor, k } = input;
  const representation: DemoRepresentation = extractor ? "factsheets" : "sessions";
  const docs = extractor ? factSheetDocs(sessions, extractor) : sessionDocs(sessions);
  const byId = new Map(docs.map((doc) => [doc.sessionId, doc]));
  const retrieve = createRetriever(docs.map((doc) => ({ id: doc.sessionId, text: doc.text })));
  const results: DemoRunResult[] = questions.map((scored) => {
    const ranked = retrieve(scored.question.text, k);
    const retrieved = new Map(ranked.map((hit) => [hit.id, byId.get(hit.id) as Doc]));
    // The context as Lore's retrieval runs lay it out (lib/experiments/build-reader-context.ts):
    // the items in rank order, each headed by its rank and date. Recorded, so the trace shows it.
    const readerContext = ranked.map((hit, i) => `### Session ${i + 1} (${byId.get(hit.id)!.dateText})\n${byId.get(hit.id)!.text}`).join("\n\n");
    const outcome = answerQuestion(scored, retrieved, representation);
    return {
      questionId: scored.question.externalId,
      ...outcome,
      readerInputTokens: tokensOf(READER_PROMPT.length + scored.question.text.length + readerContext.length),
      readerContext,
      retrieved: ranked.map((hit, i) => ({ rank: i + 1, sessionId: hit.id, score: hit.score })),
      judgeOutput: { model: "demo-judge", label: outcome.correct },
    };
  });
  return { name, representation, extractor: extractor ? { name: extractor.name, version: extractor.version } : null, k, results };
}

import type { StageStatus } from "@/lib/questions/stage-definitions";
import type { StageVerdicts } from "@/lib/questions/stage-verdicts";

/** What the views of one question say about one run: the trace's card, the run's table row, the compare page's flip row. */
export type QuestionStatements = {
  /** sheetAnalysisNote: what the trace says beside the run's stages about Lore's analysis of the stored sheets. */
  trace: { verdicts: StageVerdicts; correct: boolean | null; sheetAnalysis: StageStatus | null; sheetAnalysisNote?: string | null };
  /** evidenceCoverage: the coverage the row shows beside its evidence stage. */
  table?: { verdicts: StageVerdicts; correct: boolean | null; evidenceCoverage: number | null };
  compare?: { verdicts: StageVerdicts; correct: boolean };
};

const LOSS: StageStatus[] = ["lost", "partial"];
const UPSTREAM = ["sheet", "retrieval", "budget"];

// The statements a reader sees, as one comparable value per view.
const story = (v: StageVerdicts) => JSON.stringify({ shown: v.shown, lostAt: v.lostAt, summary: v.summary });

function inner(v: StageVerdicts, where: string): string[] {
  const out: string[] = [];
  const { lostAt } = v;
  if (lostAt) {
    const hit = v.shown.find((s) => s.key === lostAt.stage);
    if (!hit || !LOSS.includes(hit.status)) out.push(`${where}: "lost at ${lostAt.label}" but that stage says ${hit?.status ?? "nothing"}`);
    else if ((hit.status === "partial") !== lostAt.partial) out.push(`${where}: "lost at ${lostAt.label}" disagrees with the stage on partly or wholly`);
    if (UPSTREAM.includes(lostAt.stage) && v.context.status === "kept")
      out.push(`${where}: lost at ${lostAt.label}, yet the reader's context kept the evidence`);
    if (lostAt.answeredAnyway !== (lostAt.stage !== "answer" && v.answer.status === "kept"))
      out.push(`${where}: "answered anyway" is ${lostAt.answeredAnyway} while the answer is ${v.answer.status}`);
  }
  if (v.context.status === "kept" && LOSS.includes(v.sheet.status)) out.push(`${where}: the context kept the evidence, yet the sheet is said to have lost it`);
  if (/survived every stage/.test(v.summary) && v.shown.some((s) => LOSS.includes(s.status) || s.status === "unknown"))
    out.push(`${where}: "survived every stage" beside a stage that lost or does not know`);
  const unrecorded = v.shown.some((s) => s.key !== "answer" && s.status === "unknown");
  if (
    !lostAt &&
    v.shown.some((s) => LOSS.includes(s.status) && !(UPSTREAM.includes(s.key) && v.context.status === "kept") && !(s.key === "answer" && unrecorded))
  )
    out.push(`${where}: a stage lost the answer but no loss is named`);
  return out;
}

function verdictOf(correct: boolean | null): StageStatus {
  return correct === null ? "unknown" : correct ? "kept" : "lost";
}

function coverageStatus(coverage: number): StageStatus {
  return coverage >= 1 ? "kept" : coverage <= 0 ? "lost" : "partial";
}

/**
 * Every pair of statements about one question that contradict each other, within a view and
 * across the views; empty when the question tells one story.
 */
export function storyContradictions(s: QuestionStatements): string[] {
  const out = inner(s.trace.verdicts, "trace");
  const t = s.trace.verdicts;
  if (verdictOf(s.trace.correct) !== t.answer.status) out.push(`trace: the hypothesis is ${s.trace.correct} but the answer stage says ${t.answer.status}`);
  const analysis = s.trace.sheetAnalysis;
  // Two measures may differ (the run's scoring of its context, Lore's analysis of the stored sheet now);
  // the trace must then say so in as many words, not leave two bare verdicts side by side.
  if (
    analysis &&
    (t.sheet.status === "kept" || t.sheet.status === "lost") &&
    (analysis === "kept" || analysis === "lost") &&
    analysis !== t.sheet.status &&
    !/differ/.test(s.trace.sheetAnalysisNote ?? "")
  )
    out.push(`trace: the run's fact-sheet stage says ${t.sheet.status}, Lore's analysis of the stored sheet says ${analysis}`);
  if (s.table) {
    out.push(...inner(s.table.verdicts, "table"));
    if (story(s.table.verdicts) !== story(t)) out.push("table row and trace tell different stories");
    if (verdictOf(s.table.correct) !== s.table.verdicts.answer.status)
      out.push(`table: the verdict badge says ${s.table.correct}, the answer stage ${s.table.verdicts.answer.status}`);
    const coverage = s.table.evidenceCoverage;
    if (coverage !== null && coverageStatus(coverage) !== s.table.verdicts.context.status)
      out.push(`table: evidence coverage ${coverage} beside evidence in context "${s.table.verdicts.context.status}"`);
  }
  if (s.compare) {
    out.push(...inner(s.compare.verdicts, "compare"));
    if (story(s.compare.verdicts) !== story(t)) out.push("compare row and trace tell different stories");
    if (verdictOf(s.compare.correct) !== s.compare.verdicts.answer.status)
      out.push(`compare: the flip says ${s.compare.correct}, the answer stage ${s.compare.verdicts.answer.status}`);
  }
  return out;
}

// Detail loss: what a FactSheet (a derived record) drops from the Session it summarizes.
//
// analyzeDetailLoss extracts the details of every Turn -- numbers (digits, number words, "a dozen",
// ordinals), dates and times, durations, quantities with units, names, meaning-changing
// qualifiers ("over", "at least", "not", "used to", ...) and what the assistant put forward -- and
// looks each one up in the fact sheet with paraphrase tolerance (stems, irregular forms, a few
// synonyms, number words, unit conversion, nearby context rather than verbatim text).
//
//   coverage           kept details / all details (1 when there are none).
//   lostDetails        every detail the sheet does not keep, with its turn and character span.
//   answerBearingLost  some *critical* detail of an answer-bearing turn is lost. Critical means,
//                      by the first rule that finds any: (1) stated by the gold `answer` when one
//                      is given, plus the answer's own words as found in those turns; (2) related
//                      to the `question` (shares a content word); (3) every salient detail of the
//                      answer-bearing turns. For questions about time or order, their dates,
//                      times and durations are critical too. So trivial details of a long
//                      answer-bearing turn only count when nothing narrower is known.
//
// A detail is lost when the sheet does not state it; a qualified fact is lost when the sheet
// states it without a qualifier of the same class ("over a year" -> "a year"); something the
// assistant said is lost when every place the sheet states it credits it to the user.
// Everything here is pure: no I/O, deterministic, no network.
export { analyzeDetailLoss } from "./analyze-detail-loss";
export type { AnalyzedDetail, DetailLossInput, DetailLossReport, LostDetail } from "./analyze-detail-loss";
export { buildSheetIndex } from "./sheet-index";
export type { SheetIndex } from "./sheet-index";
export { findDetailSpans } from "./find-detail-spans";
export type { DetailSpan } from "./find-detail-spans";
export { sheetLineSupport } from "./sheet-line-support";
export type { SheetLineSupport } from "./sheet-line-support";
export type { CriticalBasis } from "./select-critical";
export type { Detail, DetailKind, SourceTurn, Speaker } from "./types";

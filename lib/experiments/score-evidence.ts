import { analyzeDetailLoss, buildSheetIndex, type SheetIndex } from "@/lib/detail-loss";
import { formatTurnLine } from "@/lib/experiments/build-reader-context";

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[“”"']/g, "")
    .trim();

/** role null: a document fragment (shown as "fragment: …", analysed as the user's words). */
type EvidenceTurn = { id: string; role: string | null; content: string };

// Whether the gold answer string appears in the reader's context (case and spacing ignored).
// Null for abstention questions, whose gold answer is an explanation, not a string to find.
export function answerInContext(answer: string, context: string, isAbstention: boolean): boolean | null {
  if (isAbstention) return null;
  const a = normalize(answer).replace(/\.$/, "");
  if (a.length === 0) return false;
  // Normalizing a ~100 KB context costs ~2-3 ms; a match in the lowercased context is a match in
  // the normalized one too (the normalized answer holds no quotes or runs of spaces, so removing
  // and collapsing them elsewhere cannot break it), so that is tried first.
  return context.toLowerCase().includes(a) || normalize(context).includes(a);
}

/**
 * Whether the context holds the turn whole, as the reader's transcript renders it: "role: content"
 * starting a line and ending one (formatTurnLine), so "user: Yes" is not found inside
 * "user: Yes, in May".
 */
export function holdsTurnVerbatim(context: string, turn: EvidenceTurn): boolean {
  const needle = formatTurnLine(turn);
  for (let at = context.indexOf(needle); at !== -1; at = context.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if ((at === 0 || context[at - 1] === "\n") && (end === context.length || context[end] === "\n")) return true;
  }
  return false;
}

// Evidence coverage of one question: the share of its evidence turns whose answer-bearing
// details the reader context still holds. Null when the question has no evidence turns.
//
// A turn the context holds verbatim holds all its details by definition. Only the others (a fact
// sheet, a memory, a session cut by the budget or not retrieved) go through the detail-loss
// library, with the context as the "sheet". Asking the library about verbatim turns too would be
// slower (indexing a ~28k-token context per question) and less exact: its paraphrase-tolerant
// matcher misses about 1% of answer-bearing turns even against their own verbatim text.
export function evidenceCoverage(input: { evidenceTurns: EvidenceTurn[]; context: string; answer: string; question: string }): number | null {
  if (input.evidenceTurns.length === 0) return null;
  let factSheetIndex: SheetIndex | null = null;
  let kept = 0;
  for (const turn of input.evidenceTurns) {
    if (holdsTurnVerbatim(input.context, turn)) {
      kept++;
      continue;
    }
    // Indexed once for all the question's remaining evidence turns.
    factSheetIndex ??= buildSheetIndex(input.context);
    const report = analyzeDetailLoss({
      turns: [{ ...turn, role: turn.role ?? "user", answerBearing: true }],
      factSheet: input.context,
      factSheetIndex,
      answer: input.answer,
      question: input.question,
    });
    if (!report.answerBearingLost) kept++;
  }
  return kept / input.evidenceTurns.length;
}

import { ANSWER_MODE, isDetailKept } from "./match-detail";
import { buildSheetIndex } from "./sheet-index";
import { isStopword } from "./stopwords";
import { tokenize } from "./tokenize";
import type { Detail } from "./types";

/** Which rule picked the critical details; see selectCriticalDetails. */
export type CriticalBasis = "answer" | "question" | "all-salient" | "none";

// Words every LongMemEval question uses to ask, not to say what it is about.
const QUESTION_BOILERPLATE = new Set(
  `remind previou convers chat mention discuss tell talk rememb recal wonder look back earlier specif again
  know want go long mani much time`.split(/\s+/),
);

const TIME_KINDS: ReadonlySet<Detail["kind"]> = new Set(["date", "time", "duration"]);
const TIME_QUESTION = /\b(when|first|before|after|ago|earliest|latest|order|how long|how many (days|weeks|months|years|hours)|what (date|time|day))\b/i;

/** Whether a question asks about order or time, so dates and durations decide the answer. */
export const asksAboutTime = (question: string): boolean => TIME_QUESTION.test(question);

function questionKeys(question: string): Set<string> {
  const keys = tokenize(question)
    .filter((t) => t.type === "word" && !isStopword(t.lower) && !QUESTION_BOILERPLATE.has(t.norm) && t.norm.length > 1)
    .map((t) => t.norm);
  return new Set(keys);
}

function ownKeys(d: Detail): string[] {
  if (d.key.type === "concepts") return d.key.concepts.flat();
  if (d.key.type === "qualifier") return d.key.headKeys;
  return [];
}

/**
 * The details of answer-bearing turns that decide whether an answer survives, picked by the
 * first rule that finds any:
 *  1. "answer": details the gold answer itself states (a name it contains, a number equal to
 *     one of its numbers, a suggestion whose words it uses), plus the answer-span detail;
 *  2. "question": salient details whose own words or context share a content word with the
 *     question (for computed answers such as totals and day counts);
 *  3. "all-salient": every salient detail of the answer-bearing turns.
 * When the question asks about time or order ("which came first", "how many days"), the salient
 * dates, times and durations of the answer-bearing turns are added whatever the rule: the answer
 * names an event, but the dates beside it decide it. Irrelevant details of a long answer-bearing
 * turn are therefore ignored whenever an answer or question is given.
 */
export function selectCriticalDetails(input: { answerBearing: Detail[]; answerSpan: Detail | null; answer?: string; question?: string }): {
  critical: Detail[];
  basis: CriticalBasis;
} {
  const { answerBearing, question } = input;
  const { critical, basis } = baseCritical(input);
  if (question === undefined || !asksAboutTime(question)) return { critical, basis };
  const timing = answerBearing.filter((d) => d.salient && TIME_KINDS.has(d.kind));
  return { critical: [...new Set([...critical, ...timing])], basis };
}

function baseCritical(input: { answerBearing: Detail[]; answerSpan: Detail | null; answer?: string; question?: string }): {
  critical: Detail[];
  basis: CriticalBasis;
} {
  const { answerBearing, answerSpan, answer, question } = input;
  if (answerBearing.length === 0 && answerSpan === null) return { critical: [], basis: "none" };
  if (answer !== undefined && answer.trim() !== "") {
    const answerIndex = buildSheetIndex(answer);
    const stated = answerBearing.filter((d) => isDetailKept(answerIndex, d, ANSWER_MODE));
    const critical = answerSpan === null ? stated : [...stated, answerSpan];
    if (critical.length > 0) return { critical, basis: "answer" };
  }
  const salient = answerBearing.filter((d) => d.salient);
  if (question !== undefined && question.trim() !== "") {
    const keys = questionKeys(question);
    const related = salient.filter((d) => [...d.context, ...ownKeys(d)].some((k) => keys.has(k)));
    if (related.length > 0) return { critical: related, basis: "question" };
  }
  return { critical: salient, basis: salient.length > 0 ? "all-salient" : "none" };
}

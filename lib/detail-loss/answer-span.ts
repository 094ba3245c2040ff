import { speakerOf, type TurnDetails } from "./extract-details";
import { isStopword } from "./stopwords";
import { conceptGroups } from "./concept-groups";
import { parseMentions } from "./parse-mentions";
import { tokenize, type Token } from "./tokenize";
import { keysNeeded, type Detail } from "./types";

// Words of LongMemEval's answers and preference rubrics that say how to answer, not what.
const BOILERPLATE = new Set(
  `user prefer respons recommend might may would could also especi such like specif consid take account
  provid inform enough answer mention previou prior detail relat tailor includ relev option util
  accord exampl instanc type kind`.split(/\s+/),
);

const isAnswerWord = (t: Token) =>
  (t.type === "word" || t.type === "handle") && !isStopword(t.lower) && !BOILERPLATE.has(t.norm) && !/^\d+(\.\d+)?$/.test(t.norm) && t.norm.length > 1;

// Content words of the answer outside its amounts: "two weeks" is checked as a duration, so
// "weeks" must not also be required as a word.
function answerGroups(answer: string): string[][] {
  const tokens = tokenize(answer);
  const inAmount = new Set<number>();
  for (const m of parseMentions(tokens)) for (let i = m.tokenStart; i < m.tokenEnd; i++) inAmount.add(i);
  const keyIndexes = tokens.flatMap((t, i) => (isAnswerWord(t) && !inAmount.has(i) ? [i] : []));
  return conceptGroups(tokens, keyIndexes);
}

/**
 * The gold answer's own words, kept to those that occur in the answer-bearing turns, as one
 * detail: a sheet keeps it when two thirds of those word groups occur close together (all of
 * them when there are one or two). It is credited to the answer-bearing turn holding the most of
 * them, so it is checked for attribution when that turn is the assistant's. Null when the answer
 * shares no content word with those turns (a number, "Yes", a computed total).
 */
export function buildAnswerSpan(answer: string, answerTurns: TurnDetails[]): Detail | null {
  if (answerTurns.length === 0) return null;
  const turnKeys = answerTurns.map((t) => new Set(t.tokens.map((token) => token.norm)));
  const inTurns = answerGroups(answer).filter((group) => group.some((k) => turnKeys.some((keys) => keys.has(k))));
  if (inTurns.length === 0) return null;
  const score = (keys: Set<string>) => inTurns.filter((g) => g.some((k) => keys.has(k))).length;
  let best = 0;
  turnKeys.forEach((keys, i) => {
    if (score(keys) > score(turnKeys[best]!)) best = i;
  });
  const { turn, tokens } = answerTurns[best]!;
  const anchor = tokens.find((t) => inTurns.some((g) => g.includes(t.norm))) ?? tokens[0]!;
  return {
    text: answer,
    kind: "answer-span",
    turnId: turn.id,
    answerBearing: true,
    speaker: speakerOf(turn.role),
    start: anchor.start,
    end: anchor.end,
    key: { type: "concepts", concepts: inTurns, need: keysNeeded(inTurns.length) },
    context: [],
    salient: true,
  };
}

import type { Token } from "./tokenize";

export type QualifierClass = "lower-bound" | "upper-bound" | "near" | "only" | "negation" | "cessation";

export type QualifierMarker = { tokenStart: number; tokenEnd: number; qualifierClass: QualifierClass };

// Phrases are matched on lowercase tokens, longest first. "over a year" and "more than a year"
// say the same thing, so they share a class; "almost" is its own class because it also says
// "close to".
const PHRASES: [QualifierClass, string[][]][] = [
  [
    "cessation",
    [
      ["no", "longer"],
      ["used", "to"],
      ["not", "anymore"],
      ["not", "any", "more"],
    ],
  ],
  ["near", [["just", "under"], ["not", "quite"], ["close", "to"], ["short", "of"], ["almost"], ["nearly"]]],
  ["lower-bound", [["in", "excess", "of"], ["no", "less", "than"], ["more", "than"], ["at", "least"], ["upwards", "of"], ["over"], ["above"], ["exceeding"]]],
  ["upper-bound", [["no", "more", "than"], ["less", "than"], ["fewer", "than"], ["at", "most"], ["up", "to"], ["under"], ["below"]]],
  ["only", [["a", "mere"], ["only"], ["just"], ["merely"], ["barely"]]],
  ["negation", [["not"], ["never"], ["no"], ["without"], ["nobody"], ["nothing"], ["none"], ["neither"], ["nor"], ["cannot"]]],
];

// Extra ways a fact sheet words the same qualifier; not extracted from conversations, where they
// would add noise ("avoid" in advice), but accepted when a sheet restates a qualified fact.
const SHEET_SYNONYMS: [QualifierClass, string[][]][] = [
  ["cessation", [["formerly"], ["former"], ["previously"], ["once"], ["anymore"], ["stopped"], ["quit"], ["ex"]]],
  ["lower-bound", [["or", "more"], ["plus"], ["+"]]],
  ["negation", [["avoid"], ["avoids"], ["stop"], ["stops"], ["prevent"], ["lacks"], ["refuses"], ["non"]]],
  ["only", [["exclusively"], ["solely"]]],
];

type Phrase = { cls: QualifierClass; phrase: string[] };

// Phrases by first word, longest first, so each token is compared with a handful of candidates.
function byFirstWord(list: [QualifierClass, string[][]][]): Map<string, Phrase[]> {
  const map = new Map<string, Phrase[]>();
  const all = list.flatMap(([cls, phrases]) => phrases.map((phrase) => ({ cls, phrase }))).sort((a, b) => b.phrase.length - a.phrase.length);
  for (const p of all) map.set(p.phrase[0]!, [...(map.get(p.phrase[0]!) ?? []), p]);
  return map;
}
const SOURCE_PHRASES = byFirstWord(PHRASES);
const SHEET_PHRASES = byFirstWord([...PHRASES, ...SHEET_SYNONYMS]);

const isContraction = (lower: string) => /n['’]t$/.test(lower);

/**
 * Every qualifier word or phrase in a token stream, with its class. Contractions ("didn't",
 * "won't") are negations. `forSheet` adds the looser wordings a fact sheet may use.
 */
export function findQualifierMarkers(tokens: Token[], forSheet = false): QualifierMarker[] {
  const phrases = forSheet ? SHEET_PHRASES : SOURCE_PHRASES;
  const markers: QualifierMarker[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.type === "word" && isContraction(t.lower)) {
      const anymore = tokens[i + 2]?.lower === "anymore" ? "cessation" : "negation";
      markers.push({ tokenStart: i, tokenEnd: i + 1, qualifierClass: anymore });
      i++;
      continue;
    }
    const hit = phrases.get(t.lower)?.find(({ phrase }) => phrase.every((w, k) => tokens[i + k]?.lower === w));
    if (hit === undefined) {
      i++;
      continue;
    }
    markers.push({ tokenStart: i, tokenEnd: i + hit.phrase.length, qualifierClass: hit.cls });
    i += hit.phrase.length;
  }
  return markers;
}

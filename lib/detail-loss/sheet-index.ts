import { mentionValues, type Mention } from "./mentions";
import { parseMentions } from "./parse-mentions";
import { findQualifierMarkers, type QualifierMarker } from "./qualifier-markers";
import { sheetSpeakers, type SheetSpeaker } from "./sheet-speakers";
import { tokenize, type Token } from "./tokenize";

/** A fact sheet prepared once for many lookups. */
export type SheetIndex = {
  tokens: Token[];
  speakers: SheetSpeaker[];
  mentions: Mention[];
  markers: QualifierMarker[];
  /** Token positions of each comparison key. */
  positions: Map<string, number[]>;
  /** Mentions by kind, and by every bare value they state (see mentionValues). */
  byKind: Map<Mention["kind"], Mention[]>;
  byValue: Map<number, Mention[]>;
};

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
};

/** Tokenize a fact sheet (or any text a detail is looked up in) and index it. */
export function buildSheetIndex(text: string): SheetIndex {
  const tokens = tokenize(text);
  const positions = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    if (t.norm !== "") push(positions, t.norm, i);
  });
  const mentions = parseMentions(tokens);
  const byKind = new Map<Mention["kind"], Mention[]>();
  const byValue = new Map<number, Mention[]>();
  for (const m of mentions) {
    push(byKind, m.kind, m);
    for (const v of mentionValues(m)) push(byValue, v, m);
  }
  return { tokens, speakers: sheetSpeakers(tokens), mentions, markers: findQualifierMarkers(tokens, true), positions, byKind, byValue };
}

/**
 * The sheet mentions that could state the same fact as `source` (a superset of those that do,
 * see mentionMatches), without scanning every mention of the sheet.
 */
export function candidateMentions(index: SheetIndex, source: Mention): Mention[] {
  const sameKind = index.byKind.get(source.kind) ?? [];
  switch (source.kind) {
    case "number":
      return index.byValue.get(source.value) ?? [];
    case "quantity":
      return [...sameKind, ...(index.byKind.get("number") ?? []).filter((m) => m.kind === "number" && m.value === source.value)];
    case "date":
      return source.year !== undefined ? [...sameKind, ...(index.byValue.get(source.year) ?? [])] : sameKind;
    default:
      return sameKind;
  }
}

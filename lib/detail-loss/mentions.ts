// A Mention is a normalized number-like fact found in text: the unit of comparison between a
// conversation turn and a fact sheet. Token indexes are half-open [tokenStart, tokenEnd).

type MentionBase = { tokenStart: number; tokenEnd: number; start: number; end: number };

export type NumberMention = MentionBase & { kind: "number"; value: number; ordinal: boolean };
export type QuantityMention = MentionBase & { kind: "quantity"; value: number; unit: string; dimension: string; base: number };
export type DurationMention = MentionBase & { kind: "duration"; value: number; unit: string; seconds: number };
/** Minutes after midnight; `meridiem` is false when am/pm was not said ("at 6:30"). */
export type TimeMention = MentionBase & { kind: "time"; minutes: number; meridiem: boolean };
/** Calendar fields that were said; `weekday` 0-6 is Sunday-Saturday, 7 the weekend; `offsetDays` is relative to the turn's own date. */
export type DateMention = MentionBase & {
  kind: "date";
  year?: number;
  month?: number;
  day?: number;
  weekday?: number;
  offsetDays?: number;
  season?: string;
};

export type Mention = NumberMention | QuantityMention | DurationMention | TimeMention | DateMention;

/** Every bare number a mention states: a number detail is found wherever its value is stated. */
export function mentionValues(m: Mention): number[] {
  switch (m.kind) {
    case "number":
    case "quantity":
    case "duration":
      return [m.value];
    case "time":
      return [Math.floor(m.minutes / 60) % 12 || 12];
    case "date":
      return [m.day, m.year].filter((v): v is number => v !== undefined);
  }
}

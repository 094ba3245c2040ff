import type { TimeMention } from "./mentions";
import type { Token } from "./tokenize";

const MERIDIEM = new Map<string, "am" | "pm">([
  ["am", "am"],
  ["pm", "pm"],
]);

function meridiemAt(tokens: Token[], i: number): { kind: "am" | "pm"; end: number } | null {
  const t = tokens[i];
  if (t === undefined || t.type !== "word") return null;
  const m = MERIDIEM.get(t.lower);
  if (m !== undefined) return { kind: m, end: i + 1 };
  // "a.m." is tokenized as a . m .
  if ((t.lower === "a" || t.lower === "p") && tokens[i + 1]?.text === "." && tokens[i + 2]?.lower === "m") {
    return { kind: t.lower === "a" ? "am" : "pm", end: tokens[i + 3]?.text === "." ? i + 4 : i + 3 };
  }
  return null;
}

const to24 = (hour: number, meridiem: "am" | "pm"): number => (hour % 12) + (meridiem === "pm" ? 12 : 0);

function mention(tokens: Token[], i: number, end: number, minutes: number, meridiem: boolean): TimeMention {
  return { kind: "time", minutes, meridiem, tokenStart: i, tokenEnd: end, start: tokens[i]!.start, end: tokens[end - 1]!.end };
}

/**
 * A clock time at token i: "6:30 pm", "6:30pm", "18:30", "2 AM", "7 o'clock", "noon", "midnight".
 * "1:10" followed by "ratio" is a ratio, not a time, and is left to the number parser.
 */
export function parseTimeAt(tokens: Token[], i: number): TimeMention | null {
  const t = tokens[i];
  if (t === undefined) return null;
  if (t.type === "word" && (t.lower === "noon" || t.lower === "midday")) return mention(tokens, i, i + 1, 720, true);
  if (t.type === "word" && t.lower === "midnight") return mention(tokens, i, i + 1, 0, true);
  if (t.type !== "number" || t.ordinal || !/^\d{1,2}$/.test(t.lower)) return null;
  const hour = Number(t.lower);
  const colon = tokens[i + 1];
  const mins = tokens[i + 2];
  if (colon?.text === ":" && colon.start === t.end && mins?.type === "number" && /^\d{2}$/.test(mins.lower) && mins.start === colon.end) {
    const minute = Number(mins.lower);
    if (hour > 23 || minute > 59) return null;
    if (tokens[i + 3]?.lower === "ratio" || tokens[i - 1]?.lower === "ratio") return null;
    const m = meridiemAt(tokens, i + 3);
    if (m !== null && hour <= 12) return mention(tokens, i, m.end, to24(hour, m.kind) * 60 + minute, true);
    return mention(tokens, i, i + 3, hour * 60 + minute, hour === 0 || hour > 12);
  }
  if (hour < 1 || hour > 12) return null;
  const m = meridiemAt(tokens, i + 1);
  if (m !== null) return mention(tokens, i, m.end, to24(hour, m.kind) * 60, true);
  if (tokens[i + 1]?.lower === "o'clock" || tokens[i + 1]?.lower === "o’clock") return mention(tokens, i, i + 2, hour * 60, false);
  return null;
}

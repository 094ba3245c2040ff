import type { Token } from "./tokenize";

export type SheetSpeaker = "user" | "assistant" | "neutral";

const USER_WORDS = new Set(["user", "user's", "users", "i", "me", "my", "myself"]);
const ASSISTANT_WORDS = new Set(["assistant", "assistant's", "ai", "bot", "chatbot", "chatgpt", "gpt", "llm"]);
// Verbs that credit what follows to whoever said them; alone ("Recommended: X") they mean the assistant.
const CREDIT_VERBS = new Set([
  "recommend",
  "propos",
  "list",
  "offer",
  "explain",
  "describ",
  "compar",
  "draft",
  "write",
  "quot",
  "say",
  "tell",
  "name",
  "warn",
  "give",
  "provid",
  "outlin",
  "mention",
  "note",
  "share",
  "brainstorm",
  "summar",
]);

type Marker = { pos: number; speaker: Exclude<SheetSpeaker, "neutral"> };

function lineMarkers(tokens: Token[], from: number, to: number): Marker[] {
  const markers: Marker[] = [];
  for (let p = from; p < to; p++) {
    const t = tokens[p]!;
    if (t.type !== "word") continue;
    if (USER_WORDS.has(t.lower)) markers.push({ pos: p, speaker: "user" });
    else if (ASSISTANT_WORDS.has(t.lower)) markers.push({ pos: p, speaker: "assistant" });
    else if (CREDIT_VERBS.has(t.norm)) {
      // "User mentioned X" credits the user; "Assistant mentioned X" or "Mentioned: X" the assistant.
      const userBefore = [p - 1, p - 2, p - 3].some((q) => q >= from && USER_WORDS.has(tokens[q]!.lower));
      markers.push({ pos: p, speaker: userBefore ? "user" : "assistant" });
    }
  }
  return markers;
}

const isHeader = (tokens: Token[], to: number) => tokens[to - 1]?.text === ":";

/**
 * Who each fact-sheet token is credited to. Within a line, a token belongs to the nearest
 * speaker word or crediting verb before it ("User plans to use X" -> user; "the assistant
 * recommended X" -> assistant); with none before it, to the speaker of the last header line
 * ("Assistant's suggestions:"), else to the nearest one after it ("X, suggested by the
 * assistant"); with none at all it is neutral.
 */
export function sheetSpeakers(tokens: Token[]): SheetSpeaker[] {
  const speakers: SheetSpeaker[] = new Array(tokens.length).fill("neutral");
  let header: SheetSpeaker = "neutral";
  let from = 0;
  while (from < tokens.length) {
    let to = from;
    while (to < tokens.length && tokens[to]!.line === tokens[from]!.line) to++;
    const markers = lineMarkers(tokens, from, to);
    let k = 0;
    for (let p = from; p < to; p++) {
      while (k < markers.length && markers[k]!.pos <= p) k++;
      const before = markers[k - 1];
      const after = markers[k];
      speakers[p] = before?.speaker ?? (header !== "neutral" ? header : (after?.speaker ?? "neutral"));
    }
    if (isHeader(tokens, to)) header = markers.at(-1)?.speaker ?? "neutral";
    from = to;
  }
  return speakers;
}

import type { ExtractionSession, Extractor } from "@/lib/extraction/extractor";

export const OFFLINE_EXTRACTOR = { name: "lore-baseline", version: "1" } as const;

// The rules are the offline extractor's "prompt": stored on its Extractor row and hashed like a
// model extractor's prompt, so a change of rules needs a new version.
export const OFFLINE_RULES = `lore-baseline@1 is Lore's built-in offline extractor: deterministic, no model, a baseline to compare model extractors against.
- One bullet per user turn: "User: " followed by the turn's sentences that carry a number, a date or time word, or a name (a capitalised word that does not start its sentence); when no sentence does, the turn's first sentence, cut at 200 characters.
- One bullet per list item of an assistant turn (a line starting with -, *, •, "1." or "1)"): "Assistant suggested " followed by the item without markdown emphasis, at most 10 items a turn.
- Nothing else: assistant prose, greetings and questions are dropped.`;

const MAX_FALLBACK = 200;
const MAX_ITEMS_PER_TURN = 10;
const DATE_WORDS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|yesterday|tomorrow|weekend|ago|last (?:week|month|year|night|time)|next (?:week|month|year|time)|this (?:morning|afternoon|evening|week|month|year))\b/i;
const NOT_NAMES = new Set(["I", "I'm", "I've", "I'd", "I'll", "OK", "Ok"]);
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+(.+)$/;

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["'(\[]?[A-Z0-9])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

function hasName(sentence: string): boolean {
  const words = sentence.split(/\s+/).slice(1);
  return words.some((raw) => {
    const word = raw.replace(/^["'(\[]+|[.,;:!?"')\]]+$/g, "");
    return /^[A-Z][\w'’-]*$/.test(word) && !NOT_NAMES.has(word);
  });
}

export function isDetailSentence(sentence: string): boolean {
  return /\d/.test(sentence) || DATE_WORDS.test(sentence) || hasName(sentence);
}

function userBullet(content: string): string | null {
  const sentences = splitSentences(content);
  if (sentences.length === 0) return null;
  const kept = sentences.filter(isDetailSentence);
  const text = kept.length > 0 ? kept.join(" ") : sentences[0]!.slice(0, MAX_FALLBACK);
  return `- User: ${text}`;
}

const stripEmphasis = (text: string) =>
  text
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();

function assistantBullets(content: string): string[] {
  const items: string[] = [];
  for (const line of content.split("\n")) {
    const match = LIST_ITEM.exec(line);
    if (match) items.push(stripEmphasis(match[1]!));
    if (items.length === MAX_ITEMS_PER_TURN) break;
  }
  return items.filter(Boolean).map((item) => `- Assistant suggested ${item}`);
}

// Pure and deterministic: the same session always gives the same sheet.
export function extractOffline(session: Pick<ExtractionSession, "turns">): string {
  const lines: string[] = [];
  for (const turn of session.turns) {
    if (turn.role === "user") {
      const bullet = userBullet(turn.content);
      if (bullet) lines.push(bullet);
    } else if (turn.role === "assistant") {
      lines.push(...assistantBullets(turn.content));
    }
  }
  return lines.join("\n");
}

export function createOfflineExtractor(): Extractor {
  return {
    ...OFFLINE_EXTRACTOR,
    prompt: OFFLINE_RULES,
    parameters: { provider: "offline" },
    concurrency: 1,
    // A session with nothing to keep still gets a sheet (an empty one is a finding, not a gap).
    extract: async (session) => ({ kind: "extracted", text: extractOffline(session) }),
  };
}

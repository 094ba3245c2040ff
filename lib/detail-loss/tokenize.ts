import { lemmatize } from "./lemmatize";
import { singleNumberWord } from "./number-words";

export type TokenType = "word" | "number" | "symbol" | "handle";

export type Token = {
  text: string;
  start: number;
  end: number;
  type: TokenType;
  /** Lowercased, escape backslashes removed. */
  lower: string;
  /** Comparison key: a lemma for words, canonical digits for numbers and number words, "" for symbols. */
  norm: string;
  /** Starts with an uppercase letter, or has one inside a lowercase word (TripIt, iPad). */
  capitalized: boolean;
  /** First word or number of a sentence, list item, table cell or line. */
  sentenceStart: boolean;
  /** "7th": an ordinal number. */
  ordinal: boolean;
  /** "1." opening a numbered list line: a marker, not a detail. */
  listMarker: boolean;
  /** A unit or suffix written flush against the number before it ("16GB", "8am"). */
  attached: boolean;
  line: number;
  sentence: number;
};

// Suffixes that stay separate tokens after a number; any other letters glued to a number make
// one code-like token ("6S", "1080p") that is read as a name.
const ATTACHED_SUFFIX = /^(?:am|pm|k|m|bn|gb|mb|tb|kb|km|kg|g|mg|lbs?|oz|mph|kph|mm|cm|ml|l|hrs?|h|mins?|secs?|mbps|gbps|ft|mi|yrs?|x)$/i;
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th)$/i;
const ABBREVIATIONS = new Set(["dr", "mr", "mrs", "ms", "st", "vs", "etc", "jr", "sr", "prof", "no", "approx", "e.g", "i.e"]);

const SCANNER =
  /(@[\p{L}\p{N}_\\]+(?:\.[\p{L}\p{N}_\\]+)*)|(\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)([\p{L}]+)?|([\p{L}][\p{L}\p{N}]*(?:(?:\\?_)[\p{L}\p{N}]+|['’][\p{L}]+|\.(?:com|org|net|io|edu|gov|ai)(?![\p{L}]))*)|(\n)|(\S)/gu;

// Tokenizing is the hot path (every turn of a long session); object spreads are avoided on purpose.
const normCache = new Map<string, string>();

function wordNorm(lower: string): string {
  const cached = normCache.get(lower);
  if (cached !== undefined) return cached;
  const bare = lower.replace(/['’]s$/, "").replace(/['’]/g, "");
  const asNumber = singleNumberWord(bare);
  const norm = asNumber === null ? lemmatize(bare) : String(asNumber);
  if (normCache.size < 50_000) normCache.set(lower, norm);
  return norm;
}

// "SIAC\_GEE" in markdown-escaped text is "siac_gee".
const stripEscapes = (s: string): string => (s.includes("\\") ? s.replace(/\\/g, "") : s);

const numberNorm = (text: string): string => String(Number(text.replace(/,/g, "")));

function makeToken(text: string, start: number, type: TokenType, lower: string, norm: string, capitalized: boolean): Token {
  return {
    text,
    start,
    end: start + text.length,
    type,
    lower,
    norm,
    capitalized,
    sentenceStart: false,
    ordinal: false,
    listMarker: false,
    attached: false,
    line: 0,
    sentence: 0,
  };
}

// Tokens with character offsets, plus whether each one starts a new line.
function scan(text: string): { tokens: Token[]; lineBreaks: boolean[] } {
  const tokens: Token[] = [];
  const lineBreaks: boolean[] = [];
  let lineBreak = true;
  const push = (t: Token) => {
    tokens.push(t);
    lineBreaks.push(lineBreak);
    lineBreak = false;
  };
  const scanner = new RegExp(SCANNER.source, SCANNER.flags);
  for (let m = scanner.exec(text); m !== null; m = scanner.exec(text)) {
    const start = m.index;
    const whole = m[0];
    const handle = m[1];
    const digits = m[2];
    const suffix = m[3];
    const word = m[4];
    if (m[5] !== undefined) {
      lineBreak = true;
    } else if (handle !== undefined) {
      const lower = stripEscapes(handle.toLowerCase());
      push(makeToken(handle, start, "handle", lower, lower, false));
    } else if (digits !== undefined) {
      const glued = suffix !== undefined && !ATTACHED_SUFFIX.test(suffix) && !ORDINAL_SUFFIX.test(suffix);
      if (glued) {
        const lower = whole.toLowerCase();
        push(makeToken(whole, start, "word", lower, lower, /\p{Lu}/u.test(suffix)));
        continue;
      }
      const ordinal = suffix !== undefined && ORDINAL_SUFFIX.test(suffix);
      const numberText = ordinal ? whole : digits;
      const token = makeToken(numberText, start, "number", digits, numberNorm(digits), false);
      token.ordinal = ordinal;
      push(token);
      if (suffix !== undefined && !ordinal) {
        const unit = makeToken(suffix, start + digits.length, "word", suffix.toLowerCase(), suffix.toLowerCase(), false);
        unit.attached = true;
        push(unit);
      }
    } else if (word !== undefined) {
      const folded = word.toLowerCase();
      const lower = stripEscapes(folded);
      const first = word[0]!;
      const capitalized = first !== first.toLowerCase() || (folded !== word && /\p{Ll}/u.test(word));
      push(makeToken(word, start, "word", lower, wordNorm(lower), capitalized));
    } else {
      push(makeToken(whole, start, "symbol", whole, "", false));
    }
  }
  return { tokens, lineBreaks };
}

const isListBullet = (t: Token) => t.type === "symbol" && (t.text === "-" || t.text === "*" || t.text === "•" || t.text === "#");

/**
 * Split text into word, number, symbol and @handle tokens with character offsets, comparison
 * keys, and sentence and line structure. Pure and linear in the text length.
 */
export function tokenize(text: string): Token[] {
  const { tokens, lineBreaks } = scan(text);
  let line = -1;
  let sentence = 0;
  let boundary = true;
  let lineStart = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (lineBreaks[i]) {
      line++;
      boundary = true;
      lineStart = true;
    }
    const next = tokens[i + 1];
    const nextOnLine = next !== undefined && !lineBreaks[i + 1];
    t.listMarker = lineStart && t.type === "number" && nextOnLine && (next.text === "." || next.text === ")");
    const isContent = (t.type === "word" || t.type === "number" || t.type === "handle") && !t.listMarker;
    t.line = line;
    if (isContent && boundary) {
      t.sentenceStart = true;
      sentence++;
      boundary = false;
    }
    t.sentence = sentence;
    if (isContent) lineStart = false;
    if (t.listMarker || (lineStart && isListBullet(t))) continue;
    if (t.type === "symbol") {
      const prev = tokens[i - 1];
      const abbreviation = t.text === "." && prev !== undefined && ABBREVIATIONS.has(prev.lower);
      const decimalLike = t.text === "." && next !== undefined && next.type === "number" && next.start === t.end;
      if ((t.text === "." || t.text === "!" || t.text === "?") && !abbreviation && !decimalLike) boundary = true;
      if (t.text === ";") boundary = true;
      if (t.text === ":" && next !== undefined && next.capitalized) boundary = true;
    }
  }
  return tokens;
}

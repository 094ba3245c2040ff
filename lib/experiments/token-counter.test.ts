import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import { describe, expect, it } from "vitest";
import { buildReaderContext, formatSessionText } from "@/lib/experiments/build-reader-context";
import { countJoinedTokens, countTokens, isSafeTokenBoundary, TOKEN_ENCODINGS } from "@/lib/experiments/token-counter";

// Real LongMemEval-S questions (see ../shared/data/longmemeval/SOURCES.md): ~50 sessions each.
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
type Lme = { haystack_dates: string[]; haystack_sessions: { role: string; content: string }[][] };
const sQuestions: Lme[] = readdirSync(LME)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(LME, f), "utf8")) as Lme)
  .filter((q) => q.haystack_sessions.length >= 30)
  .slice(0, 4);

// The straightforward count: js-tiktoken's own encoder over the whole text.
const reference = Object.fromEntries(TOKEN_ENCODINGS.map((e) => [e, getEncoding(e)]));
const exact = (text: string, encoding: (typeof TOKEN_ENCODINGS)[number]) => reference[encoding]!.encode(text).length;

const TRICKY = [
  "",
  "Hello, world!",
  "  leading and trailing spaces   ",
  "tabs\tand\r\nwindows\r\nlines\n\n\n",
  "it's they're we'LL I'M DON'T",
  "numbers 1234567 3.14159 1,000,000 2023/05/20 (Sat) 02:21",
  "emoji 🎉🎉 and accents: café, naïve, Zürich; CJK 日本語のテキスト",
  "punctuation...\n\n### Session 2\n!!!\n\n---\n",
  "a\u00a0non-breaking\u2003em space",
  "x".repeat(400),
];

describe("countTokens", () => {
  it("equals the tokenizer's own count on real LongMemEval sessions, for every encoding", { timeout: 30_000 }, () => {
    expect(sQuestions.length).toBeGreaterThanOrEqual(3);
    for (const encoding of TOKEN_ENCODINGS) {
      for (const q of sQuestions) {
        for (const session of q.haystack_sessions.slice(0, 8)) {
          const text = formatSessionText(session);
          expect(countTokens(text, encoding)).toBe(exact(text, encoding));
        }
      }
    }
  });

  it("equals the tokenizer's own count on unusual text", () => {
    for (const encoding of TOKEN_ENCODINGS)
      for (const text of TRICKY) expect(countTokens(text, encoding), JSON.stringify(text.slice(0, 40))).toBe(exact(text, encoding));
  });

  it("refuses a special token exactly as the tokenizer does", () => {
    expect(() => countTokens("before <|endoftext|> after", "o200k_base")).toThrow(/special token/);
  });
});

describe("countJoinedTokens", () => {
  it("splits only where the pieces of the whole text provably split", () => {
    expect(isSafeTokenBoundary("line\n", "user: hi")).toBe(true);
    expect(isSafeTokenBoundary("line\n", "### Session 2")).toBe(true);
    expect(isSafeTokenBoundary("line", "\n\n")).toBe(false);
    expect(isSafeTokenBoundary("line\n", " indented")).toBe(false);
    expect(isSafeTokenBoundary("line\n", "\nblank")).toBe(false);
  });

  it("equals the whole-text count at safe and unsafe boundaries alike", () => {
    const cases = [
      ["The end.", "\n\n", "### Session 2\n", "user: next"],
      ["ends with spaces   ", "\n", "user: x"],
      ["a\n", " b", "\n", "\n", "c"],
      ["it", "'s", " fine"],
      ["12", "34", "5"],
      ["emoji 🎉", "🎉\n", "日本\n", "語"],
      ["x\n", "", "y"],
    ];
    for (const encoding of TOKEN_ENCODINGS)
      for (const parts of cases) expect(countJoinedTokens(parts, encoding), JSON.stringify(parts)).toBe(exact(parts.join(""), encoding));
  });

  it("gives every real reader context exactly the count of its whole text, sessions reused across contexts", { timeout: 30_000 }, () => {
    for (const encoding of TOKEN_ENCODINGS) {
      for (const [n, q] of sQuestions.entries()) {
        // Overlapping windows of sessions, so later contexts reuse memoized session blocks.
        for (const from of [0, 5, 10 + n]) {
          const items = q.haystack_sessions.slice(from, from + 10).map((s, i) => ({
            id: `${from + i}`,
            sessionExternalId: `${from + i}`,
            dateText: q.haystack_dates[from + i] ?? null,
            score: 0,
            text: formatSessionText(s),
          }));
          const context = buildReaderContext({ items, k: 10, encoding });
          expect(context.tokens).toBe(exact(context.text, encoding));
        }
      }
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import o200k from "js-tiktoken/ranks/o200k_base";
import { describe, expect, it } from "vitest";
import { createBpePieceCounter } from "@/lib/experiments/bpe-piece-counter";
import { formatSessionText } from "@/lib/experiments/build-reader-context";

// Real LongMemEval-S questions (see ../shared/data/longmemeval/SOURCES.md).
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
type Lme = { haystack_sessions: { role: string; content: string }[][] };
const sessions = readdirSync(LME)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .slice(0, 20)
  .flatMap((f) => (JSON.parse(readFileSync(path.join(LME, f), "utf8")) as Lme).haystack_sessions.map(formatSessionText));

// Special tokens never reach the piece counter: countTokens hands text holding one to js-tiktoken.
const ODD = ["a", " ", "🎉", "日本語のテキスト", "naïve", "\u00a0", "\ud83d", "x".repeat(300), "   \n\n", "'s", "1234567"];

describe("the BPE piece counter", () => {
  for (const [name, ranks] of [
    ["o200k_base", o200k],
    ["cl100k_base", cl100k],
  ] as const) {
    it(`gives js-tiktoken's own count for every piece of real sessions (${name})`, { timeout: 60_000 }, () => {
      const reference = getEncoding(name);
      const count = createBpePieceCounter(ranks);
      const pieces = new Set<string>(ODD);
      for (const text of sessions) for (const m of text.matchAll(new RegExp(ranks.pat_str, "ug"))) pieces.add(m[0]);
      expect(pieces.size).toBeGreaterThan(5_000);
      let merged = 0;
      for (const piece of pieces) {
        const expected = reference.encode(piece).length;
        if (expected > 1) merged++;
        expect(count(piece), JSON.stringify(piece)).toBe(expected);
      }
      // Enough pieces went through the merge loop, not only the whole-piece lookup.
      expect(merged).toBeGreaterThan(100);
    });
  }
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeDetailLoss } from "@/lib/detail-loss";
import { buildReaderContext, formatSessionText } from "@/lib/experiments/build-reader-context";
import { answerInContext, evidenceCoverage, holdsTurnVerbatim } from "@/lib/experiments/score-evidence";
import { countTokens } from "@/lib/experiments/token-counter";

const evidence = [{ id: "t1", role: "assistant", content: "1. Virtual assistant\n2. Tutor\n7. Transcriptionist\n8. Social media manager" }];

describe("evidence scoring", () => {
  it("finds the gold answer in the context, ignoring case and a final period", () => {
    expect(answerInContext("Transcriptionist.", "user: ...\nassistant: 7. transcriptionist", false)).toBe(true);
    expect(answerInContext("Transcriptionist.", "assistant: some jobs", false)).toBe(false);
    expect(answerInContext("The information is not enough", "anything", true)).toBeNull();
    // Quotes and runs of spaces inside the context's copy are ignored (the slow path), and a
    // lowercase match is found as it was.
    expect(answerInContext("Mr. Smiths dog", 'user: I walked Mr. Smith\'s   "dog" today', false)).toBe(true);
    expect(answerInContext("Smith's dog", "user: smiths dog", false)).toBe(true);
    expect(answerInContext("Smith's cat", "user: smiths dog", false)).toBe(false);
    expect(answerInContext("  .  ", "user: anything", false)).toBe(false);
  });

  it("covers the evidence when the context keeps the original turn, not when a sheet blurs it", () => {
    const q = { answer: "Transcriptionist", question: "What was the 7th job in the list you provided?" };
    expect(evidenceCoverage({ evidenceTurns: evidence, context: `assistant: ${evidence[0]!.content}`, ...q })).toBe(1);
    expect(evidenceCoverage({ evidenceTurns: evidence, context: "- Assistant listed several remote jobs for seniors.", ...q })).toBe(0);
    expect(evidenceCoverage({ evidenceTurns: [], context: "x", ...q })).toBeNull();
  });

  it("finds a turn verbatim only as a whole transcript line, with its speaker", () => {
    const turn = { id: "t", role: "user", content: "Yes" };
    expect(holdsTurnVerbatim("### Session 1\nuser: Yes\nassistant: Good.", turn)).toBe(true);
    expect(holdsTurnVerbatim("user: Yes", turn)).toBe(true);
    expect(holdsTurnVerbatim("user: Yes, in May\nassistant: user: Yes.", turn)).toBe(false);
    expect(holdsTurnVerbatim("assistant: Yes", turn)).toBe(false);
    expect(holdsTurnVerbatim("xuser: Yes\nuser: Yes please\nuser: Yes", turn)).toBe(true);
    const multiLine = { id: "t", role: "assistant", content: "1. Tutor\n2. Driver" };
    expect(holdsTurnVerbatim("user: jobs?\nassistant: 1. Tutor\n2. Driver\nuser: thanks", multiLine)).toBe(true);
    expect(holdsTurnVerbatim("assistant: 1. Tutor\n2. Driver (part time)", multiLine)).toBe(false);
    // A document fragment has no role: the transcript shows it as "fragment: …".
    expect(
      holdsTurnVerbatim(formatSessionText([{ role: null, content: "Rent is due on the 3rd." }]), { id: "f", role: null, content: "Rent is due on the 3rd." }),
    ).toBe(true);
  });

  it("counts a turn cut by the token budget through the detail-loss library", () => {
    const q = { answer: "Transcriptionist", question: "What was the 7th job in the list you provided?" };
    const cut = `assistant: ${evidence[0]!.content}`.slice(0, 40);
    expect(holdsTurnVerbatim(cut, evidence[0]!)).toBe(false);
    expect(evidenceCoverage({ evidenceTurns: evidence, context: cut, ...q })).toBe(0);
  });
});

// Real LongMemEval-S questions (see ../shared/data/longmemeval/SOURCES.md).
const LME = "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons";
type Lme = {
  question: string;
  answer: string | number;
  haystack_dates: string[];
  haystack_sessions: { role: string; content: string; has_answer?: boolean }[][];
};

describe("evidence coverage on real questions", () => {
  // The straightforward computation: a turn held verbatim is kept, every other evidence turn is
  // analysed against the context on its own.
  const straightforward = (input: { evidenceTurns: { id: string; role: string; content: string }[]; context: string; answer: string; question: string }) =>
    input.evidenceTurns.filter(
      (turn) =>
        holdsTurnVerbatim(input.context, turn) ||
        !analyzeDetailLoss({ turns: [{ ...turn, answerBearing: true }], factSheet: input.context, answer: input.answer, question: input.question })
          .answerBearingLost,
    ).length / input.evidenceTurns.length;
  const load = (file: string) => JSON.parse(readFileSync(path.join(LME, file), "utf8")) as Lme;
  const contextOf = (q: Lme, chosen: number[]) =>
    buildReaderContext({
      items: chosen.map((i) => ({
        id: `${i}`,
        sessionExternalId: `${i}`,
        dateText: q.haystack_dates[i] ?? null,
        score: 0,
        text: formatSessionText(q.haystack_sessions[i]!),
      })),
      k: 10,
      encoding: "o200k_base",
    }).text;

  it("keeps an assistant turn the context holds verbatim, which the paraphrase matcher alone misses", () => {
    // single-session-assistant: the gold answer words "The designation on your jumpsuit was" are
    // the answer's, not the turn's, so the library reports the turn's answer span lost even in
    // its own session (the file holds only that session).
    const q = load("1_ac031881.json");
    const evidenceTurns = q.haystack_sessions[0]!.flatMap((t, ti) => (t.has_answer ? [{ id: `t${ti}`, role: t.role, content: t.content }] : []));
    expect(evidenceTurns.length).toBeGreaterThan(0);
    const context = contextOf(q, [0]);
    const input = { evidenceTurns, context, answer: String(q.answer), question: q.question };
    expect(
      analyzeDetailLoss({
        turns: evidenceTurns.map((t) => ({ ...t, answerBearing: true })),
        factSheet: context,
        answer: input.answer,
        question: input.question,
      }).answerBearingLost,
    ).toBe(true);
    expect(evidenceCoverage(input)).toBe(1);
  });

  it("equals the per-turn analysis when the context is indexed once for all evidence turns", { timeout: 30_000 }, () => {
    const questions = readdirSync(LME)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(LME, f), "utf8")) as Lme)
      .filter((q) => q.haystack_sessions.length >= 30 && q.haystack_sessions.flat().some((t) => t.has_answer))
      .slice(0, 4);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const seen = new Set<number>();
    for (const q of questions) {
      const evidenceTurns = q.haystack_sessions.flatMap((s, si) =>
        s.flatMap((t, ti) => (t.has_answer ? [{ id: `s${si}t${ti}`, role: t.role, content: t.content }] : [])),
      );
      const withAnswer = q.haystack_sessions.map((s, i) => ({ s, i })).filter(({ s }) => s.some((t) => t.has_answer));
      const without = q.haystack_sessions.map((s, i) => ({ s, i })).filter(({ s }) => !s.some((t) => t.has_answer));
      // A context holding the answer sessions among others, and one holding only others.
      for (const chosen of [[...without.slice(0, 6), ...withAnswer.slice(0, 2)], without.slice(6, 14)]) {
        const items = chosen.map(({ s, i }) => ({
          id: `${i}`,
          sessionExternalId: `${i}`,
          dateText: q.haystack_dates[i] ?? null,
          score: 0,
          text: formatSessionText(s),
        }));
        const context = buildReaderContext({ items, k: 10, encoding: "o200k_base" }).text;
        const input = { evidenceTurns, context, answer: String(q.answer), question: q.question };
        const coverage = evidenceCoverage(input);
        expect(coverage).toBe(straightforward(input));
        seen.add(coverage!);
      }
    }
    // Both outcomes occur, so the comparison is not between two constants.
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe("buildReaderContext", () => {
  const items = ["alpha beta", "gamma delta", "epsilon"].map((text, i) => ({
    id: `i${i}`,
    sessionExternalId: `s${i}`,
    text,
    dateText: null,
    score: 1 - i / 10,
  }));

  it("keeps the top-k in rank order and counts tokens with the named encoding", () => {
    const ctx = buildReaderContext({ items, k: 2, encoding: "o200k_base" });
    expect(ctx.text.indexOf("alpha")).toBeLessThan(ctx.text.indexOf("gamma"));
    expect(ctx.text).not.toContain("epsilon");
    expect(ctx.tokens).toBe(countTokens(ctx.text, "o200k_base"));
    expect(ctx.included).toBe(2);
  });

  it("cuts at the token budget", () => {
    const ctx = buildReaderContext({ items, k: 3, budget: 8, encoding: "cl100k_base" });
    expect(ctx.tokens).toBe(8);
    expect(ctx.included).toBeLessThan(3);
  });
});

import { describe, expect, it } from "vitest";
import { diffRevisionHistory, diffWords, type DiffSegment } from "@/lib/memories/diff-revisions";

const side = (segments: DiffSegment[], kind: "added" | "removed") =>
  segments
    .filter((s) => s.kind === "same" || s.kind === kind)
    .map((s) => s.text)
    .join("");

describe("diffWords", () => {
  it("returns nothing for two empty texts", () => {
    expect(diffWords("", "")).toEqual([]);
  });

  it("shows all of a text as added when the old one is empty, and removed the other way round", () => {
    expect(diffWords("", "Lives in Porto.")).toEqual([{ kind: "added", text: "Lives in Porto." }]);
    expect(diffWords("Lives in Porto.", "")).toEqual([{ kind: "removed", text: "Lives in Porto." }]);
  });

  it("returns one unchanged segment for identical texts", () => {
    expect(diffWords("Works as a nurse.", "Works as a nurse.")).toEqual([{ kind: "same", text: "Works as a nurse." }]);
  });

  it("shows a full replacement as one removal followed by one addition", () => {
    expect(diffWords("alpha beta gamma", "one two three")).toEqual([
      { kind: "removed", text: "alpha beta gamma" },
      { kind: "added", text: "one two three" },
    ]);
  });

  it("marks only the changed word of a sentence", () => {
    expect(diffWords("Has a beagle named Max.", "Has a poodle named Max.")).toEqual([
      { kind: "same", text: "Has a " },
      { kind: "removed", text: "beagle " },
      { kind: "added", text: "poodle " },
      { kind: "same", text: "named Max." },
    ]);
  });

  it("finds insertions and deletions in the middle via the common subsequence", () => {
    const segments = diffWords("a b c d e f", "a c d x e f");
    expect(segments).toEqual([
      { kind: "same", text: "a " },
      { kind: "removed", text: "b " },
      { kind: "same", text: "c d " },
      { kind: "added", text: "x " },
      { kind: "same", text: "e f" },
    ]);
  });

  it("gives back the new text from unchanged and added segments, and the old words from unchanged and removed ones", () => {
    const before = "Personal best is 5 km in 24 minutes.\nRuns on Sundays.";
    const after = "Personal best is 5 km in 22 minutes.\nRuns on Sundays and Wednesdays.";
    const segments = diffWords(before, after);
    expect(side(segments, "added")).toBe(after);
    expect(side(segments, "removed").split(/\s+/)).toEqual(before.split(/\s+/));
  });

  it("does not report re-wrapped whitespace as a change", () => {
    expect(diffWords("one two", "one\ntwo")).toEqual([{ kind: "same", text: "one\ntwo" }]);
  });

  it("keeps leading whitespace", () => {
    expect(side(diffWords("  x", "  y"), "added")).toBe("  y");
  });

  it("diffs two 5,000-word texts with scattered changes quickly", () => {
    const words = Array.from({ length: 5_000 }, (_, i) => `w${(i * 7919) % 5_003}`);
    const changed = words.map((w, i) => (i % 97 === 5 ? `changed${i}` : w));
    const started = performance.now();
    const segments = diffWords(words.join(" "), changed.join(" "));
    const elapsed = performance.now() - started;
    expect(side(segments, "added")).toBe(changed.join(" "));
    expect(segments.filter((s) => s.kind === "added")).toHaveLength(52);
    expect(elapsed).toBeLessThan(2_000);
  });

  it("replaces two unrelated 5,000-word texts quickly", () => {
    const a = Array.from({ length: 5_000 }, (_, i) => `a${i}`).join(" ");
    const b = Array.from({ length: 5_000 }, (_, i) => `b${i}`).join(" ");
    const started = performance.now();
    expect(diffWords(a, b)).toEqual([
      { kind: "removed", text: a },
      { kind: "added", text: b },
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("diffRevisionHistory", () => {
  it("diffs each revision against its predecessor, newest first, and none for the first", () => {
    const history = diffRevisionHistory([
      { number: 3, body: "Has a beagle." },
      { number: 2, body: "Has a dog." },
      { number: 1, body: "Has a dog." },
    ]);
    expect(history.map((r) => r.diff)).toEqual([
      [
        { kind: "same", text: "Has a " },
        { kind: "removed", text: "dog." },
        { kind: "added", text: "beagle." },
      ],
      [{ kind: "same", text: "Has a dog." }],
      null,
    ]);
  });
});

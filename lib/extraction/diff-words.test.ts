import { describe, expect, it } from "vitest";
import { diffWords } from "@/lib/extraction/diff-words";

const join = (segments: { text: string }[]) => segments.map((s) => s.text).join("");

describe("diffWords", () => {
  it("marks only the words that differ, and the segments join back to each line", () => {
    const left = "User bought a red bike on 3 May";
    const right = "User bought a blue bike on 4 May";
    const diff = diffWords(left, right);
    expect(join(diff.left)).toBe(left);
    expect(join(diff.right)).toBe(right);
    expect(diff.left.filter((s) => s.changed).map((s) => s.text.trim())).toEqual(["red", "3"]);
    expect(diff.right.filter((s) => s.changed).map((s) => s.text.trim())).toEqual(["blue", "4"]);
  });

  it("ignores case when matching words", () => {
    const diff = diffWords("User likes Jazz", "user likes jazz");
    expect(diff.left.every((s) => !s.changed)).toBe(true);
  });

  it("marks a whole line changed when the lines are too long to diff word by word", () => {
    const long = Array.from({ length: 300 }, (_, i) => `w${i}`).join(" ");
    const diff = diffWords(long, `${long} extra`);
    expect(diff.left).toEqual([{ text: long, changed: true }]);
    expect(diff.right).toEqual([{ text: `${long} extra`, changed: true }]);
  });
});

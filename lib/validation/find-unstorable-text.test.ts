import { describe, expect, it } from "vitest";
import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

describe("findUnstorableText", () => {
  it("accepts ordinary, SQL-looking and HTML text, emoji included", () => {
    expect(findUnstorableText({ a: [`'); DROP TABLE "Memory";--`, "<script>x</script>", "🦘 ok"], b: 1, c: null })).toBeNull();
  });

  it("names the path of the first NUL character, in document order", () => {
    expect(findUnstorableText({ messages: [{ content: "fine" }, { content: "a\u0000b" }], z: "\u0000" })).toEqual({
      path: "messages.1.content",
      problem: expect.stringMatching(/NUL character/),
    });
  });

  it("names a lone surrogate, but not a proper surrogate pair", () => {
    expect(findUnstorableText({ body: "x \ud800 y" })).toEqual({ path: "body", problem: expect.stringMatching(/unpaired UTF-16 surrogate/) });
    expect(findUnstorableText({ body: "\ud83e\udd98" })).toBeNull();
  });

  it("can name array positions in brackets", () => {
    expect(findUnstorableText({ s: [["ok", { content: "\u0000" }]] }, "brackets")?.path).toBe("s[0][1].content");
  });

  it("checks object keys too", () => {
    expect(findUnstorableText({ "bo\u0000dy": "x" })?.problem).toMatch(/its name contains a NUL/);
  });

  it("walks a value nested 100,000 deep without overflowing the stack", () => {
    const deep = JSON.parse("[".repeat(100_000) + '"\\u0000"' + "]".repeat(100_000));
    expect(findUnstorableText(deep)?.path.split(".").length).toBe(100_000);
  });
});

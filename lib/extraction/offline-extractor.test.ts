import { describe, expect, it } from "vitest";
import { createOfflineExtractor, extractOffline, isDetailSentence, splitSentences } from "@/lib/extraction/offline-extractor";

const session = {
  turns: [
    { role: "user", content: "Hi there! I adopted a beagle called Biscuit last month. She is very sweet. We walk 3 miles a day." },
    {
      role: "assistant",
      content:
        "Congratulations! A few ideas:\n1. **Puzzle feeders** for mental exercise\n2. A harness instead of a collar\n- Enrol in puppy classes\nHave fun.",
    },
    { role: "user", content: "thanks, that helps a lot" },
    { role: "system", content: "ignored 123" },
  ],
};

describe("the offline extractor (lore-baseline@1)", () => {
  it("keeps the user's sentences with names, numbers and dates and the assistant's list items", () => {
    expect(extractOffline(session)).toBe(
      [
        "- User: I adopted a beagle called Biscuit last month. We walk 3 miles a day.",
        "- Assistant suggested Puzzle feeders for mental exercise",
        "- Assistant suggested A harness instead of a collar",
        "- Assistant suggested Enrol in puppy classes",
        "- User: thanks, that helps a lot",
      ].join("\n"),
    );
  });

  it("is deterministic: the same session always gives the same sheet", async () => {
    const extractor = createOfflineExtractor();
    const runs = await Promise.all(
      [1, 2, 3].map(() => extractor.extract({ id: "s", externalId: "s", dateText: null, ...session }, { signal: new AbortController().signal })),
    );
    expect(new Set(runs.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(extractor).toMatchObject({ name: "lore-baseline", version: "1", concurrency: 1 });
  });

  it("falls back to the first sentence, cut at 200 characters, when nothing carries a detail", () => {
    const long = `${"very ".repeat(60)}long. second sentence.`;
    expect(extractOffline({ turns: [{ role: "user", content: long }] })).toBe(`- User: ${long.split(". ")[0]!.slice(0, 200)}`);
  });

  it("does not count a sentence-initial capital or a lone I as a name", () => {
    expect(isDetailSentence("Maybe I should go.")).toBe(false);
    expect(isDetailSentence("We met Priya there.")).toBe(true);
    expect(isDetailSentence("see you on Friday")).toBe(true);
  });

  it("caps the assistant's items at ten a turn and skips sessions' empty turns", () => {
    const items = Array.from({ length: 14 }, (_, i) => `- item ${i}`).join("\n");
    const sheet = extractOffline({
      turns: [
        { role: "assistant", content: items },
        { role: "user", content: "   " },
      ],
    });
    expect(sheet.split("\n")).toHaveLength(10);
  });

  it("splits sentences on end punctuation and on new lines", () => {
    expect(splitSentences("One. Two!\nThree? 4 apples.")).toEqual(["One.", "Two!", "Three?", "4 apples."]);
  });
});

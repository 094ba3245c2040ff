import { describe, expect, it } from "vitest";
import { isQuestion, rewriteQuestion } from "@/lib/search/rewrite-question";

describe("rewriteQuestion", () => {
  it("drops the conversation scaffolding and keeps what the question is about", () => {
    expect(
      rewriteQuestion(
        "I was looking back at our previous conversation about Caribbean dishes and I was wondering, what was the name of that Jamaican dish you recommended?",
      ),
    ).toBe("Caribbean dishes , what was the name of that Jamaican dish you recommended?");
    expect(rewriteQuestion("In our previous chat, you suggested three names. Can you remind me what the other four options were?")).toBe(
      ", you suggested three names. the other four options were?",
    );
  });

  it("drops counting scaffolding and listed words, keeping numbers, dates and quoted titles", () => {
    expect(rewriteQuestion("How many magazine subscriptions do I currently have?")).toBe("magazine subscriptions do I have?");
    expect(rewriteQuestion("I mentioned a 5K run on 2023/05/20. How long did 'The Nightingale' take me in total?")).toBe(
      "I a 5K run on 2023/05/20. did 'The Nightingale' take me ?",
    );
  });

  it("keeps a listed word written as a name inside a sentence", () => {
    expect(rewriteQuestion("What did Finally Jones say?")).toBe("What did Finally Jones say?");
    expect(rewriteQuestion("Finally, what did I buy?")).toBe("Finally, what did I buy?".replace("Finally, ", ""));
  });

  it("leaves a question without scaffolding as it is", () => {
    expect(rewriteQuestion("What kitchen appliance did I buy 10 days ago?")).toBe("What kitchen appliance did I buy 10 days ago?");
  });
});

describe("isQuestion", () => {
  it("takes questions and requests, not keywords", () => {
    for (const text of ["Can you remind me which espresso machine I bought?", "how many hours did I jog", "I'm trying to recall the name", "total cost?"])
      expect(isQuestion(text)).toBe(true);
    for (const text of ["total cost", "product recall", "remembered Biscuit", "espresso machine", "highway"]) expect(isQuestion(text)).toBe(false);
  });
});

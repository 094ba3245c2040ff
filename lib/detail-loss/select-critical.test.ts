import { describe, expect, it } from "vitest";
import { extractTurnDetails } from "./extract-details";
import { asksAboutTime, selectCriticalDetails } from "./select-critical";

const content =
  "I have a Golden Retriever named Max who is 4 years old. We walk 3 miles every morning, and last Tuesday he met Bella at the park. I'm not sure about toys.";
const details = extractTurnDetails({ id: "t", role: "user", content, answerBearing: true }).details;
const texts = (answer?: string, question?: string) =>
  selectCriticalDetails({ answerBearing: details, answerSpan: null, answer, question }).critical.map((d) => d.text);

describe("selectCriticalDetails", () => {
  it("picks only the details the answer states when an answer is given", () => {
    expect(texts("Golden Retriever")).toEqual(["Golden Retriever"]);
    expect(texts("4 years")).toEqual(["4 years"]);
  });

  it("falls back to details related to the question when the answer names nothing in the turn", () => {
    const picked = texts("12 miles", "How many miles do I walk with my dog each week?");
    expect(picked).toContain("3 miles");
    expect(picked).not.toContain("Golden Retriever");
  });

  it("falls back to every salient detail when nothing narrower is known", () => {
    expect(texts()).toEqual(details.filter((d) => d.salient).map((d) => d.text));
  });

  it("adds the dates and durations of the turn when the question asks about time", () => {
    expect(texts("Bella", "When did Max first meet Bella?")).toEqual(["Bella", "4 years", "last Tuesday"]);
    expect(asksAboutTime("Which did I buy first?")).toBe(true);
    expect(asksAboutTime("What breed is my dog?")).toBe(false);
  });

  it("reports no basis when there are no answer-bearing details", () => {
    expect(selectCriticalDetails({ answerBearing: [], answerSpan: null, answer: "x" })).toEqual({ critical: [], basis: "none" });
  });
});

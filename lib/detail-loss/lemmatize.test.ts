import { describe, expect, it } from "vitest";
import { lemmatize } from "./lemmatize";

describe("lemmatize", () => {
  it("maps irregular verb forms to their base", () => {
    expect(lemmatize("bought")).toBe(lemmatize("buy"));
    expect(lemmatize("caught")).toBe(lemmatize("catch"));
    expect(lemmatize("went")).toBe(lemmatize("going"));
  });

  it("maps comparatives a sheet may swap for the base form", () => {
    expect(lemmatize("lighter")).toBe(lemmatize("light"));
    expect(lemmatize("better")).toBe(lemmatize("good"));
  });

  it("treats synonyms and British spellings as the same key", () => {
    expect(lemmatize("grey")).toBe(lemmatize("gray"));
    expect(lemmatize("purchased")).toBe(lemmatize("bought"));
    expect(lemmatize("suggested")).toBe(lemmatize("recommended"));
    expect(lemmatize("completed")).toBe(lemmatize("finished"));
    expect(lemmatize("Centre")).toBe(lemmatize("center"));
  });

  it("does not treat object prototype names as irregular forms", () => {
    expect(lemmatize("constructor")).toBe("constructor");
  });
});

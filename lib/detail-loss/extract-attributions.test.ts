import { describe, expect, it } from "vitest";
import { conceptGroups } from "./concept-groups";
import { extractAttributions } from "./extract-attributions";
import { tokenize } from "./tokenize";

const heads = (text: string) => extractAttributions(tokenize(text)).map((a) => a.groups.map((g) => g.join("|")).join(" "));

describe("extractAttributions", () => {
  it("takes the head of each list item: bold lead, text before ':' or ' - ', or its first words", () => {
    const text = "1. **Escovitch Fish** - a Jamaican dish\n2. Two-factor authentication: requiring codes\n- Transcriptionist";
    expect(heads(text)).toEqual(["escovitch fish", "2 factor authent", "transcriptionist"]);
  });

  it("takes what follows 'I recommend' and what precedes 'would work well'", () => {
    expect(heads("I recommend visiting Kyoto in spring.")).toEqual(["visit kyoto spring"]);
    expect(heads("In general, a pilsner or lager would work well.")).toEqual(["pilsner lager"]);
  });

  it("merges an acronym with the words it abbreviates", () => {
    const tokens = tokenize("Fluid catalytic cracking (FCC)");
    const keys = tokens.flatMap((t, i) => (t.type === "word" ? [i] : []));
    expect(conceptGroups(tokens, keys)).toEqual([["fcc", "crack"]]);
  });
});

import { describe, expect, it } from "vitest";
import { extractTurnDetails } from "./extract-details";
import { isDetailKept } from "./match-detail";
import { buildSheetIndex } from "./sheet-index";
import type { DetailKind } from "./types";

// The details of one turn, each with whether `sheet` keeps it.
function check(content: string, sheet: string, role = "user") {
  const { details } = extractTurnDetails({ id: "t", role, content });
  const index = buildSheetIndex(sheet);
  return details.map((d) => ({ text: d.text, kind: d.kind, kept: isDetailKept(index, d) }));
}
const keptOf = (content: string, sheet: string, kind: DetailKind, role = "user") =>
  check(content, sheet, role)
    .filter((d) => d.kind === kind)
    .map((d) => d.kept);

describe("isDetailKept", () => {
  it("keeps a number restated in words, near one of its context words", () => {
    expect(keptOf("I caught 7 largemouth bass at the lake.", "- Caught seven bass", "number")).toEqual([true]);
    expect(keptOf("I caught 7 largemouth bass at the lake.", "- Caught several bass", "number")).toEqual([false]);
  });

  it("does not count an equal number about something else", () => {
    expect(keptOf("I caught 7 largemouth bass at the lake.", "- Owns 7 guitars", "number")).toEqual([false]);
  });

  it("keeps a quantity in other units and a duration in other units", () => {
    expect(keptOf("I ran 5 km on Sunday morning.", "- Ran five kilometers on Sunday", "quantity")).toEqual([true]);
    expect(keptOf("I spent two weeks travelling in Japan.", "- Travelled in Japan for 14 days", "duration")).toEqual([true]);
  });

  it("keeps a reordered multiword name and loses a dropped one", () => {
    expect(keptOf("I studied at the University of Melbourne last year.", "- Studied at Melbourne University", "name")).toEqual([true]);
    expect(keptOf("I studied at the University of Melbourne last year.", "- Studied in Australia", "name")).toEqual([false]);
  });

  it("loses a qualifier when the sheet states the fact without it", () => {
    const content = "I've been collecting cameras for over a year now.";
    expect(keptOf(content, "- Has collected cameras for more than a year", "qualifier")).toEqual([true]);
    expect(keptOf(content, "- Has collected cameras for a year", "qualifier")).toEqual([false]);
    expect(keptOf(content, "- Has collected cameras for a year", "duration")).toEqual([true]);
  });

  it("loses 'used to' when the sheet states the habit as current", () => {
    const content = "I used to be a staunch atheist, but I'm exploring Buddhism.";
    expect(keptOf(content, "- Formerly a staunch atheist", "qualifier")).toEqual([true]);
    expect(keptOf(content, "- A staunch atheist", "qualifier")).toEqual([false]);
  });

  it("loses an assistant suggestion credited to the user", () => {
    const content = "A pilsner or lager would work well in this stew.";
    expect(keptOf(content, "- The assistant suggested a pilsner or lager", "attribution", "assistant")).toEqual([true]);
    expect(keptOf(content, "- Beer for the stew: pilsner or lager", "attribution", "assistant")).toEqual([true]);
    expect(keptOf(content, "- User wants to try a pilsner or lager", "attribution", "assistant")).toEqual([false]);
  });

  it("does not check attribution for what the user said", () => {
    expect(keptOf("I'll make it with a Pilsner this weekend.", "- User will use a Pilsner", "name")).toEqual([true]);
  });
});

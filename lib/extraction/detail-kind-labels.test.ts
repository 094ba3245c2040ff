import { describe, expect, it } from "vitest";
import { describeLostByKind, sortDetailKinds } from "@/lib/extraction/detail-kind-labels";

describe("describeLostByKind", () => {
  it("names each kind with its count, in the page's order, singular for one", () => {
    expect(describeLostByKind({ date: 1, name: 2, attribution: 3 })).toBe("2 names, 1 date, 3 speakers (who said it)");
  });

  it("says none when nothing is lost and skips zero counts", () => {
    expect(describeLostByKind({})).toBe("none");
    expect(describeLostByKind({ name: 0 })).toBe("none");
  });

  it("keeps an unknown kind, after the known ones", () => {
    expect(sortDetailKinds(["zeta", "number", "name"])).toEqual(["name", "number", "zeta"]);
    expect(describeLostByKind({ zeta: 2 })).toBe("2 zeta");
  });
});

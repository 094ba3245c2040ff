import { describe, expect, it } from "vitest";
import { datesToIso } from "@/lib/api/dates-to-iso";

describe("datesToIso", () => {
  it("turns every nested Date into its ISO string and leaves other values alone", () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    expect(datesToIso({ at, items: [{ at, n: 1, none: null }], tags: ["a"] })).toEqual({
      at: "2026-01-02T03:04:05.678Z",
      items: [{ at: "2026-01-02T03:04:05.678Z", n: 1, none: null }],
      tags: ["a"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { ageWindow } from "@/lib/inbox/age-window";

const now = new Date("2026-11-30T12:00:00Z");

describe("ageWindow", () => {
  it("has no bound without an age filter", () => expect(ageWindow(undefined, now)).toBeUndefined());
  it("keeps the last seven days for 7d", () => expect(ageWindow("7d", now)).toEqual({ gte: new Date("2026-11-23T12:00:00Z") }));
  it("keeps only proposals waiting over 30 days for older", () => expect(ageWindow("older", now)).toEqual({ lt: new Date("2026-10-31T12:00:00Z") }));
});

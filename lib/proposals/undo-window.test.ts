import { describe, expect, it } from "vitest";
import { UNDO_WINDOW_MS, undoRefusal, undoSecondsLeft } from "@/lib/proposals/undo-window";

const decidedAt = new Date("2026-12-02T08:00:00.000Z");
const after = (ms: number) => new Date(decidedAt.getTime() + ms);

describe("undoRefusal", () => {
  it("allows an undo up to the end of the window", () => {
    expect(undoRefusal({ status: "accepted", decidedAt }, after(0))).toBeNull();
    expect(undoRefusal({ status: "rejected", decidedAt }, after(UNDO_WINDOW_MS))).toBeNull();
  });
  it("refuses once the window is over, saying how long ago the decision was", () => {
    expect(undoRefusal({ status: "accepted", decidedAt }, after(UNDO_WINDOW_MS + 1))).toBe(
      "The 10 seconds to undo this decision are over (it was made 10 s ago).",
    );
    expect(undoRefusal({ status: "accepted", decidedAt }, after(65_000))).toContain("made 65 s ago");
  });
  it("refuses a pending (already undone) or withdrawn proposal, and a decision without a time", () => {
    expect(undoRefusal({ status: "pending", decidedAt: null }, after(0))).toMatch(/already undone/);
    expect(undoRefusal({ status: "withdrawn", decidedAt }, after(0))).toMatch(/withdrawn/);
    expect(undoRefusal({ status: "accepted", decidedAt: null }, after(0))).toMatch(/no time recorded/);
  });
});

describe("undoSecondsLeft", () => {
  it("counts down whole seconds to zero and never below", () => {
    const t = decidedAt.getTime();
    expect(undoSecondsLeft(t, t)).toBe(10);
    expect(undoSecondsLeft(t, t + 1)).toBe(10);
    expect(undoSecondsLeft(t, t + 9_001)).toBe(1);
    expect(undoSecondsLeft(t, t + 10_000)).toBe(0);
    expect(undoSecondsLeft(t, t + 60_000)).toBe(0);
  });
});

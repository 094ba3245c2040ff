import { describe, expect, it } from "vitest";
import { parseSessionDate, timeFocusOf, timeFocusScore } from "@/lib/search/question-time";

const DAY = 86_400_000;
const NOW = "2023/05/30 (Tue) 08:08";

describe("the time a question asks about", () => {
  it("reads LongMemEval's dates and ISO dates, and nothing else", () => {
    expect(parseSessionDate(NOW)).toBe(Date.UTC(2023, 4, 30, 8, 8));
    expect(parseSessionDate("2023-05-20")).toBe(Date.UTC(2023, 4, 20));
    expect(parseSessionDate("last Tuesday")).toBeNull();
    expect(parseSessionDate(null)).toBeNull();
  });

  it("turns 'N units ago' into a point with a tolerance of a fifth of the distance, at least a day", () => {
    const tenDays = timeFocusOf("What kitchen appliance did I buy 10 days ago?", NOW)!;
    expect(tenDays.fromMs).toBe(parseSessionDate(NOW)! - 10 * DAY);
    expect(tenDays.toleranceMs).toBe(2 * DAY);
    expect(timeFocusOf("What did I do with Rachel on the Wednesday two months ago?", NOW)!.fromMs).toBeCloseTo(parseSessionDate(NOW)! - 60.88 * DAY, -5);
    expect(timeFocusOf("the event a week ago?", NOW)!.toleranceMs).toBeCloseTo(1.4 * DAY, -1);
  });

  it("turns 'in the past month' into a window ending on the question's date", () => {
    const focus = timeFocusOf("How many art events did I attend in the past month?", NOW)!;
    expect(focus.toMs).toBe(parseSessionDate(NOW));
    expect(focus.toMs - focus.fromMs).toBeCloseTo(30.44 * DAY, -3);
    expect(timeFocusOf("How many graduation ceremonies have I attended in the past three months?", NOW)!.fromMs).toBeCloseTo(
      parseSessionDate(NOW)! - 91.32 * DAY,
      -5,
    );
  });

  it("names no time for a question without one, or without a date", () => {
    expect(timeFocusOf("How many musical instruments do I currently own?", NOW)).toBeNull();
    expect(timeFocusOf("What did I buy 10 days ago?", null)).toBeNull();
  });

  it("scores 1 inside the focus, a half one tolerance away, and 0 for an undated session", () => {
    const focus = timeFocusOf("What did I buy 10 days ago?", NOW)!;
    expect(timeFocusScore(focus, "2023/05/20 (Sat) 08:08")).toBe(1);
    expect(timeFocusScore(focus, "2023/05/18 (Thu) 08:08")).toBeCloseTo(0.5);
    expect(timeFocusScore(focus, "2022/05/18 (Wed) 08:08")).toBeLessThan(1e-6);
    expect(timeFocusScore(focus, null)).toBe(0);
  });
});

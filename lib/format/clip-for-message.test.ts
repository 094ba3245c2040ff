import { describe, expect, it } from "vitest";
import { clipForMessage, MESSAGE_VALUE_CHARS } from "@/lib/format/clip-for-message";

describe("clipForMessage", () => {
  it("keeps short values and cuts long ones to a prefix and an ellipsis", () => {
    expect(clipForMessage("q_0001_abs")).toBe("q_0001_abs");
    expect(clipForMessage("x".repeat(MESSAGE_VALUE_CHARS))).toBe("x".repeat(MESSAGE_VALUE_CHARS));
    const long = clipForMessage("y".repeat(50 * 1024 * 1024));
    expect(long).toBe(`${"y".repeat(MESSAGE_VALUE_CHARS)}…`);
    expect(clipForMessage("abcdef", 3)).toBe("abc…");
  });
});

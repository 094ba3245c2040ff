import { describe, expect, it } from "vitest";
import { formatTimestamp } from "@/lib/format/format-timestamp";

describe("formatTimestamp", () => {
  it("shows UTC to the minute", () => expect(formatTimestamp(new Date("2026-03-04T05:06:59.999Z"))).toBe("2026-03-04 05:06 UTC"));
});

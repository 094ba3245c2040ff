import { describe, expect, it } from "vitest";
import { formatBytes } from "@/lib/format/format-bytes";

describe("formatBytes", () => {
  it("shows bytes below 1 KB as bytes, never rounded up to 1 KB", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(22)).toBe("22 B");
    expect(formatBytes(1023)).toBe("1023 B");
  });

  it("switches to KB at 1,024 bytes, with one decimal below 10", () => {
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(10 * 1024)).toBe("10 KB");
    expect(formatBytes(500_000)).toBe("488 KB");
  });

  it("switches to MB when the KB figure would read 1024", () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatBytes(1024 * 1024 - 200)).toBe("1 MB");
    expect(formatBytes(1024 * 1023)).toBe("1,023 KB");
    expect(formatBytes(270 * 1024 * 1024)).toBe("270 MB");
    expect(formatBytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });

  it("names no size for a value that is not one", () => {
    expect(formatBytes(-1)).toBe("—");
    expect(formatBytes(Number.NaN)).toBe("—");
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("passwords", () => {
  it("stores a salted hash, never the password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).not.toContain("correct horse");
    expect(hash).not.toBe(await hashPassword("correct horse"));
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
  });

  it("refuses an account that has no password", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
  });
});

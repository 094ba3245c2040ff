import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/auth/client-address";

describe("clientAddress", () => {
  it("takes the first hop of X-Forwarded-For", () => {
    expect(clientAddress({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).toBe("203.0.113.7");
    expect(clientAddress(new Headers({ "X-Forwarded-For": " 2001:db8::1 ,10.0.0.1" }))).toBe("2001:db8::1");
  });

  it("falls back to X-Real-IP, then to nothing", () => {
    expect(clientAddress({ "x-real-ip": "198.51.100.2" })).toBe("198.51.100.2");
    expect(clientAddress({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.2" })).toBe("198.51.100.2");
    expect(clientAddress({ host: "lore.example.com" })).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
  });

  it("reads the first value of a repeated header", () => {
    expect(clientAddress({ "x-forwarded-for": ["192.0.2.1", "192.0.2.9"] })).toBe("192.0.2.1");
  });
});

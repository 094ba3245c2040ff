import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "@/lib/auth/same-origin";

const headers = (h: Record<string, string>) => new Headers(h);

describe("isSameOriginRequest", () => {
  it("accepts an Origin matching the Host header or the app URL", () => {
    expect(isSameOriginRequest(headers({ origin: "http://localhost:3000", host: "localhost:3000" }), undefined)).toBe(true);
    expect(isSameOriginRequest(headers({ origin: "https://lore.example.com", host: "10.0.0.5:3000" }), "https://lore.example.com")).toBe(true);
    expect(isSameOriginRequest(headers({ origin: "https://lore.example.com", host: "internal", "x-forwarded-host": "lore.example.com" }), undefined)).toBe(
      true,
    );
  });

  it("refuses another site, another port, a null origin and a malformed one", () => {
    const host = { host: "localhost:3000" };
    expect(isSameOriginRequest(headers({ ...host, origin: "http://evil.example" }), "http://localhost:3000")).toBe(false);
    expect(isSameOriginRequest(headers({ ...host, origin: "http://localhost:4000" }), "http://localhost:3000")).toBe(false);
    expect(isSameOriginRequest(headers({ ...host, origin: "null" }), undefined)).toBe(false);
    expect(isSameOriginRequest(headers({ ...host, origin: "not a url" }), undefined)).toBe(false);
  });

  it("lets a request without Origin through (not a cross-site browser request)", () => {
    expect(isSameOriginRequest(headers({ host: "localhost:3000" }), undefined)).toBe(true);
  });
});

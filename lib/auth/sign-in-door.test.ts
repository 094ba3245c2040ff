import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { deviceCookieValue, isTrustedDevice } from "@/lib/auth/device-cookie";
import { createSignInDoor, verifiedDeviceNonce, type SignInDoor } from "@/lib/auth/sign-in-door.mjs";

const SECRET = "a-secret-of-at-least-16-chars";

// A real HTTP server with the door in front of a handler that answers only when the test says so,
// so a test can hold requests inside "Next.js" and see what the door does with the next ones.
async function serverWithDoor(options: { inFlight?: number; waiting?: number; maxWaitMs?: number; perDevice?: number } = {}) {
  const held: (() => void)[] = [];
  const reached: string[] = [];
  const door = createSignInDoor({ secret: SECRET, publicUrl: "http://lore.test", ...options });
  const server = http.createServer((req, res) =>
    door(req, res, () => {
      reached.push(`${req.url} ${req.headers["x-name"] ?? ""}`.trim());
      held.push(() => res.end("ok"));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { headers }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.text() }));
  const releaseAll = () => held.splice(0).forEach((release) => release());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  return { door, server, send, held, reached, releaseAll, settle, close: () => new Promise((resolve) => server.close(resolve)) };
}

let open: Awaited<ReturnType<typeof serverWithDoor>> | undefined;
afterEach(async () => {
  open?.releaseAll();
  open?.server.closeAllConnections();
  await open?.close();
  open = undefined;
});

const stats = (door: SignInDoor) => door.stats();

describe("the sign-in door", () => {
  it("lets everything but sign-in requests straight through, however many sign-ins wait", async () => {
    open = await serverWithDoor({ inFlight: 1 });
    const signIns = [open.send("/api/auth/csrf"), open.send("/api/auth/callback/credentials"), open.send("/api/auth/signin")];
    await open.settle();
    expect(stats(open.door)).toMatchObject({ active: 1, waiting: 2 });
    const others = [open.send("/api/v1/search?q=tea"), open.send("/api/auth/session"), open.send("/api/auth/csrfx"), open.send("/sign-in")];
    await open.settle();
    expect(open.reached).toEqual(["/api/auth/csrf", "/api/v1/search?q=tea", "/api/auth/session", "/api/auth/csrfx", "/sign-in"]);
    open.releaseAll();
    expect((await Promise.all(others)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Each waiting sign-in goes in as the one before it finishes.
    await open.settle();
    expect(open.reached).toHaveLength(6);
    open.releaseAll();
    await open.settle();
    open.releaseAll();
    expect((await Promise.all(signIns)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(stats(open.door)).toMatchObject({ active: 0, waiting: 0 });
  });

  it("answers 429 with Retry-After, without work, once the waiting room is full", async () => {
    open = await serverWithDoor({ inFlight: 2, waiting: 3 });
    const admitted = Array.from({ length: 5 }, (_, i) => open!.send("/api/auth/callback/credentials", { "x-name": `a${i}` }));
    await open.settle();
    const refused = await open.send("/api/auth/callback/credentials", { "x-name": "late" });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe("1");
    expect(JSON.parse(refused.body)).toEqual({
      url: "http://lore.test/api/auth/error?error=CredentialsSignin",
      error: { code: "RATE_LIMITED", message: "Too many sign-ins at once: try again in a moment." },
    });
    expect(open.reached).toEqual(["/api/auth/callback/credentials a0", "/api/auth/callback/credentials a1"]);
    for (let round = 0; round < 3; round++) {
      open.releaseAll();
      await open.settle();
    }
    expect((await Promise.all(admitted)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(open.reached.map((line) => line.split(" ")[1])).toEqual(["a0", "a1", "a2", "a3", "a4"]);
  });

  it("turns a request away when it has waited too long, and forgets a client that gave up", async () => {
    open = await serverWithDoor({ inFlight: 1, maxWaitMs: 200 });
    void open.send("/api/auth/csrf");
    await open.settle();
    const gaveUp = new AbortController();
    const abandoned = fetch(`http://127.0.0.1:${(open.server.address() as AddressInfo).port}/api/auth/csrf`, { signal: gaveUp.signal }).catch(() => "aborted");
    await open.settle();
    expect(stats(open.door).waiting).toBe(1);
    gaveUp.abort();
    expect(await abandoned).toBe("aborted");
    await open.settle();
    expect(stats(open.door).waiting).toBe(0);
    const timedOut = await open.send("/api/auth/csrf");
    expect(timedOut.status).toBe(429);
    expect(stats(open.door)).toMatchObject({ active: 1, waiting: 0 });
  });

  it("lets a browser with a device cookie Lore issued past the queue, two requests at a time", async () => {
    open = await serverWithDoor({ inFlight: 1 });
    void open.send("/api/auth/csrf");
    const queued = open.send("/api/auth/csrf", { "x-name": "queued" });
    await open.settle();
    const cookie = `lore-device=${deviceCookieValue(SECRET, "demo@lore.local")}`;
    const device = [open.send("/api/auth/csrf", { cookie, "x-name": "d1" }), open.send("/api/auth/callback/credentials", { cookie, "x-name": "d2" })];
    await open.settle();
    expect(open.reached).toEqual(["/api/auth/csrf", "/api/auth/csrf d1", "/api/auth/callback/credentials d2"]);
    const third = await open.send("/api/auth/csrf", { cookie, "x-name": "d3" });
    expect(third.status).toBe(429);
    // A forged or untagged cookie waits like everyone else.
    const [nonce, mac] = deviceCookieValue(SECRET, "demo@lore.local").split(".");
    const forged = open.send("/api/auth/csrf", { cookie: `lore-device=${nonce}.${mac}.${"A".repeat(22)}`, "x-name": "forged" });
    const untagged = open.send("/api/auth/csrf", { cookie: `lore-device=${nonce}.${mac}`, "x-name": "untagged" });
    await open.settle();
    expect(open.reached).toHaveLength(3);
    expect(stats(open.door)).toMatchObject({ active: 1, waiting: 3, devices: 1 });
    for (let round = 0; round < 5; round++) {
      open.releaseAll();
      await open.settle();
    }
    expect((await Promise.all([...device, queued, forged, untagged])).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(stats(open.door)).toMatchObject({ active: 0, waiting: 0, devices: 0 });
  });
});

describe("device cookies at the door", () => {
  it("carry a tag the door checks without knowing the account, and the route still checks the account", () => {
    const value = deviceCookieValue(SECRET, "demo@lore.local", "nonce123");
    expect(value.split(".")).toHaveLength(3);
    expect(verifiedDeviceNonce(`a=1; lore-device=${value}`, SECRET)).toBe("nonce123");
    expect(verifiedDeviceNonce(`lore-device=${value}`, "another-secret-of-16+")).toBeNull();
    expect(verifiedDeviceNonce(`lore-device=${value}`, undefined)).toBeNull();
    expect(verifiedDeviceNonce(`lore-device=${value.split(".").slice(0, 2).join(".")}`, SECRET)).toBeNull();
    expect(verifiedDeviceNonce(`lore-device=${"a".repeat(300)}`, SECRET)).toBeNull();
    expect(isTrustedDevice(`lore-device=${value}`, "demo@lore.local", SECRET)).toBe(true);
    // A cookie issued before the tag existed is still trusted by the route.
    expect(isTrustedDevice(`lore-device=${value.split(".").slice(0, 2).join(".")}`, "demo@lore.local", SECRET)).toBe(true);
    // A wrong tag on a right mac is not.
    expect(isTrustedDevice(`lore-device=${value.split(".").slice(0, 2).join(".")}.${"B".repeat(22)}`, "demo@lore.local", SECRET)).toBe(false);
  });
});

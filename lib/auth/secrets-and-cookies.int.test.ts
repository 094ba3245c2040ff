import { randomBytes } from "node:crypto";
import NextAuth from "next-auth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { authOptions } from "@/lib/auth/auth-options";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/prisma";
import { callApi } from "@/testing/api-client";
import { createTestWorkspace, uniq } from "@/testing/factories";
import { runLore, runLoreJson } from "@/testing/run-lore-cli";
import { hashApiToken } from "@/lib/tokens/api-token";

const APP_URL = "https://lore.example.com";
const saved = { url: process.env.NEXTAUTH_URL, secret: process.env.NEXTAUTH_SECRET };

// Everything this process writes while fn runs: console and both streams.
async function captureOutput(fn: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((s) => s.write);
  const methods = ["log", "info", "warn", "error", "debug"] as const;
  const consoles = methods.map((m) => console[m]);
  streams.forEach((s) => (s.write = ((chunk: string | Uint8Array) => (chunks.push(String(chunk)), true)) as typeof s.write));
  methods.forEach(
    (m) =>
      (console[m] = (...args: unknown[]) =>
        void chunks.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "))),
  );
  try {
    await fn();
  } finally {
    streams.forEach((s, i) => (s.write = writes[i]!));
    methods.forEach((m, i) => (console[m] = consoles[i]!));
  }
  return chunks.join("");
}

type Cookie = { name: string; value: string; attributes: string };

// next-auth's own request handling (what /api/auth/* runs, here through its pages-API entry,
// which takes plain objects) with Lore's options, served at an https URL as in production.
async function callNextAuth(
  action: string[],
  method: "GET" | "POST",
  cookies: Record<string, string>,
  body: Record<string, string> = {},
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, unknown> = {};
  let result: unknown;
  const res = {
    status: () => res,
    setHeader: (key: string, value: unknown) => ((headers[key.toLowerCase()] = value), res),
    getHeader: (key: string) => headers[key.toLowerCase()],
    end: () => {},
    json: (value: unknown) => void (result = value),
    send: (value: unknown) => void (result = value),
  };
  const req = { method, query: { nextauth: action }, cookies, body, headers: { host: "lore.example.com", ...extraHeaders } };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, authOptions);
  const setCookies = ([] as string[]).concat((headers["set-cookie"] as string[] | undefined) ?? []);
  const parsed: Cookie[] = setCookies.map((line) => {
    const [pair, ...attributes] = line.split("; ");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at), value: decodeURIComponent(pair!.slice(at + 1)), attributes: attributes.join("; ") };
  });
  return { cookies: parsed, result };
}

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const csrf = await callNextAuth(["csrf"], "GET", {}, {}, headers);
  const csrfCookie = csrf.cookies.find((c) => c.name.includes("csrf-token"))!;
  const res = await callNextAuth(
    ["callback", "credentials"],
    "POST",
    { [csrfCookie.name]: csrfCookie.value },
    {
      csrfToken: (csrf.result as { csrfToken: string }).csrfToken,
      email,
      password,
      json: "true",
    },
    headers,
  );
  return { csrfCookie, cookies: res.cookies, redirect: String((res.result as { url?: string } | undefined)?.url ?? "") };
}

describe("auth cookies, rate limits and secrets", () => {
  beforeAll(() => {
    process.env.NEXTAUTH_URL = APP_URL;
    process.env.NEXTAUTH_SECRET = randomBytes(32).toString("hex");
  });
  afterAll(() => {
    process.env.NEXTAUTH_URL = saved.url;
    process.env.NEXTAUTH_SECRET = saved.secret;
  });

  it("over https, the session cookie is __Secure-, httpOnly, SameSite=Lax and Secure; the CSRF cookie __Host-", async () => {
    const password = `pw-${randomBytes(12).toString("hex")}`;
    const user = await getDb().user.create({ data: { email: `${uniq("c")}@lore.test`, passwordHash: await hashPassword(password) } });
    const { csrfCookie, cookies } = await signIn(user.email, password);
    expect(csrfCookie.name).toBe("__Host-next-auth.csrf-token");
    const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
    expect(session?.name).toBe("__Secure-next-auth.session-token");
    for (const cookie of [csrfCookie, session!]) {
      const attributes = cookie.attributes.split("; ").map((a) => a.split("=")[0]!.toLowerCase());
      expect(attributes, cookie.name).toEqual(expect.arrayContaining(["httponly", "secure", "path"]));
      expect(cookie.attributes, cookie.name).toMatch(/SameSite=Lax/i);
    }
    expect(session!.value).not.toContain(password);
  });

  // The limits' figures as shipped (10 at once per account, 30 per address) refill slowly here (1
  // and 3 a minute), so that a slow machine's seconds of bcrypt do not refill the buckets mid-test.
  const slowRefill = () => vi.stubEnv("LORE_SIGN_IN_RATE_LIMIT", "1:10");
  afterEach(() => vi.unstubAllEnvs());

  it("limits password guessing per account: after 10 attempts even the right password is refused for a while", async () => {
    slowRefill();
    const password = `pw-${randomBytes(12).toString("hex")}`;
    const user = await getDb().user.create({ data: { email: `${uniq("r")}@lore.test`, passwordHash: await hashPassword(password) } });
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, `wrong-${i}`)).cookies.some((c) => c.name.includes("session-token"))).toBe(false);
    const limited = await signIn(user.email, password);
    expect(limited.cookies.some((c) => c.name.includes("session-token"))).toBe(false);
    expect(limited.redirect).toMatch(/error=CredentialsSignin/);
    // Another account is not affected.
    const other = await getDb().user.create({ data: { email: `${uniq("o")}@lore.test`, passwordHash: await hashPassword(password) } });
    expect((await signIn(other.email, password)).cookies.some((c) => c.name.includes("session-token"))).toBe(true);
  });

  it("limits sign-in attempts per client address too, across accounts, with the same generic failure", async () => {
    slowRefill();
    const password = `pw-${randomBytes(12).toString("hex")}`;
    const user = await getDb().user.create({ data: { email: `${uniq("a")}@lore.test`, passwordHash: await hashPassword(password) } });
    const address = `203.0.113.${randomBytes(1)[0]}-${uniq("client")}`;
    const from = (ip: string) => ({ "x-forwarded-for": `${ip}, 10.0.0.1` });
    // 40 guesses at 40 different accounts from one address (the address may try 30 at once): no
    // account's limit is reached, the address's is.
    for (let i = 0; i < 40; i++) await signIn(`${uniq("guess")}@lore.test`, "guess", from(address));
    const limited = await signIn(user.email, password, from(address));
    expect(limited.cookies.some((c) => c.name.includes("session-token"))).toBe(false);
    expect(limited.redirect).toMatch(/error=CredentialsSignin/);
    // The same account from another address signs in.
    expect((await signIn(user.email, password, from(uniq("elsewhere")))).cookies.some((c) => c.name.includes("session-token"))).toBe(true);
  });

  it("never writes a password or an API token to the logs, and stores only their hashes", async () => {
    const password = `pw-${randomBytes(12).toString("hex")}`;
    const email = `${uniq("s")}@lore.test`;
    const ws = await createTestWorkspace();

    const created = runLore(["users", "create", "--email", email, "--password", password, "--name", "Sam", "--workspace", ws.id, "--role", "admin", "--json"]);
    expect(created.code).toBe(0);
    expect(created.stdout + created.stderr).not.toContain(password);
    const tokens = runLoreJson(["tokens", "create", "--email", email, "--workspace", ws.id, "--scopes", "memories:write"]);
    const token: string = tokens.body.token;
    // The one deliberate display: the new token, once, on stdout, to whoever created it.
    expect(tokens.stdout.split(token)).toHaveLength(2);
    expect(tokens.stderr).not.toContain(token);

    const logged = await captureOutput(async () => {
      console.error("capture-canary");
      expect((await signIn(email, password)).cookies.some((c) => c.name.includes("session-token"))).toBe(true);
      await signIn(email, `${password}-wrong`);
      expect((await callApi(getSearch, { path: `/api/v1/search?workspace=${ws.id}&q=tea`, token })).status).toBe(200);
      expect((await callApi(getSearch, { path: `/api/v1/search?workspace=${ws.id}&q=tea`, token: `${token}x` })).status).toBe(401);
      expect((await callApi(getSearch, { path: `/api/v1/search?workspace=${ws.id}&q=${"\u0000"}`, token })).status).toBe(422);
    });
    expect(logged).toContain("capture-canary");
    for (const secret of [password, token, token.slice(5)]) expect(logged).not.toContain(secret);

    const user = await getDb().user.findUniqueOrThrow({ where: { email }, include: { apiTokens: true } });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$\d{2}\$/);
    expect(user.passwordHash).not.toContain(password);
    expect(user.apiTokens).toHaveLength(1);
    expect(user.apiTokens[0]!.tokenHash).toBe(hashApiToken(token));
    expect(JSON.stringify(user.apiTokens[0])).not.toContain(token.slice(5, 25));
  });
});

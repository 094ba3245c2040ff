import "@/testing/next-async-storage";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";
import { ensureSecret } from "@/testing/request-scope";

export type Cookie = { name: string; value: string; attributes: string };

// next-auth's own request handling (what /api/auth/* runs), through its pages-API entry, which
// takes plain objects, with Lore's options. Returns the cookies it sets and its JSON answer.
export async function callNextAuth(input: {
  action: string[];
  method: "GET" | "POST";
  cookies?: Record<string, string>;
  body?: Record<string, string>;
  host?: string;
}) {
  ensureSecret();
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
  const req = {
    method: input.method,
    query: { nextauth: input.action },
    cookies: input.cookies ?? {},
    body: input.body ?? {},
    headers: { host: input.host ?? "localhost:3000" },
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, authOptions);
  const setCookies = ([] as string[]).concat((headers["set-cookie"] as string[] | undefined) ?? []);
  const cookies: Cookie[] = setCookies.map((line) => {
    const [pair, ...attributes] = line.split("; ");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at), value: decodeURIComponent(pair!.slice(at + 1)), attributes: attributes.join("; ") };
  });
  return { cookies, result };
}

async function csrf() {
  const answer = await callNextAuth({ action: ["csrf"], method: "GET" });
  const cookie = answer.cookies.find((c) => c.name.includes("csrf-token"))!;
  return { cookie, token: (answer.result as { csrfToken: string }).csrfToken };
}

// Signs in with email and password as the sign-in form does; the session cookie, if any.
export async function signInWithPassword(email: string, password: string): Promise<Cookie | undefined> {
  const c = await csrf();
  const res = await callNextAuth({
    action: ["callback", "credentials"],
    method: "POST",
    cookies: { [c.cookie.name]: c.cookie.value },
    body: { csrfToken: c.token, email, password, json: "true" },
  });
  return res.cookies.find((cookie) => cookie.name.endsWith("next-auth.session-token") && cookie.value !== "");
}

// Signs out as the shell's button does, sending the session cookie (`name=value`).
export async function signOutWith(sessionCookie: string): Promise<void> {
  const c = await csrf();
  const at = sessionCookie.indexOf("=");
  await callNextAuth({
    action: ["signout"],
    method: "POST",
    cookies: { [c.cookie.name]: c.cookie.value, [sessionCookie.slice(0, at)]: sessionCookie.slice(at + 1) },
    body: { csrfToken: c.token, json: "true" },
  });
}

import "@/testing/next-async-storage";
import { randomBytes } from "node:crypto";
import { NextRequest, type NextFetchEvent } from "next/server";
import type { NextRequestWithAuth } from "next-auth/middleware";
import { describe, expect, it } from "vitest";
import { signOutMemberEverywhere } from "@/lib/actions/members/sign-out-member-everywhere";
import { currentActor } from "@/lib/auth/current-actor";
import { hashPassword } from "@/lib/auth/password";
import { isSessionCurrent, SESSION_VERSION_TTL_MS } from "@/lib/auth/session-revocation";
import { bumpSessionVersion } from "@/lib/dal/users/bump-session-version";
import { getDb } from "@/lib/db/prisma";
import { createWorkspaceWithRoles, uniq } from "@/testing/factories";
import { signInWithPassword, signOutWith } from "@/testing/next-auth-client";
import { inRequestScope, sessionCookieFor } from "@/testing/request-scope";
import proxy from "@/proxy";

const actorWith = async (cookie: string) => (await inRequestScope({ cookie }, () => currentActor())).value;

async function userWithPassword() {
  const password = `pw-${randomBytes(12).toString("hex")}`;
  const user = await getDb().user.create({
    data: { email: `${uniq("signout")}@lore.test`, passwordHash: await hashPassword(password) },
    select: { id: true, email: true },
  });
  return { ...user, password };
}

// What the proxy answers for a page request with this cookie: "next" (let through) or where it
// redirects to.
async function proxyAnswer(cookie: string): Promise<string> {
  const request = new NextRequest("http://localhost:3000/inbox", { headers: { cookie } }) as NextRequestWithAuth;
  const response = await proxy(request, {} as NextFetchEvent);
  if (response.headers.get("x-middleware-next")) return "next";
  return new URL(response.headers.get("location") ?? "none:").pathname;
}

describe("signing out ends the login session on the server", () => {
  it("refuses a session cookie minted before sign-out, in the actor lookup and in the proxy", async () => {
    const user = await userWithPassword();
    const session = await signInWithPassword(user.email, user.password);
    expect(session).toBeDefined();
    const cookie = `${session!.name}=${session!.value}`;
    const copied = cookie;
    expect((await actorWith(cookie))?.userId).toBe(user.id);
    expect(await proxyAnswer(cookie)).toBe("next");

    await signOutWith(cookie);

    expect(await actorWith(copied)).toBeNull();
    expect(await proxyAnswer(copied)).toBe("/sign-in");
    // A new sign-in works again.
    const again = await signInWithPassword(user.email, user.password);
    expect((await actorWith(`${again!.name}=${again!.value}`))?.userId).toBe(user.id);
  });

  it("refuses a cookie of the old kind (no version) after sign-out too", async () => {
    const user = await userWithPassword();
    const cookie = await sessionCookieFor(user);
    expect((await actorWith(cookie))?.userId).toBe(user.id);
    await signOutWith(cookie);
    expect(await actorWith(cookie)).toBeNull();
  });

  it("lets an admin sign a member out everywhere", async () => {
    const f = await createWorkspaceWithRoles();
    const memberCookie = await sessionCookieFor(f.users.member);
    expect((await actorWith(memberCookie))?.userId).toBe(f.users.member.id);
    const adminCookie = await sessionCookieFor(f.users.admin);
    const result = await inRequestScope({ cookie: adminCookie }, () => signOutMemberEverywhere({ workspaceId: f.workspace.id, userId: f.users.member.id }));
    expect(result.value).toMatchObject({ ok: true });
    expect(await actorWith(memberCookie)).toBeNull();
    expect((await actorWith(adminCookie))?.userId).toBe(f.users.admin.id);
    expect(await getDb().auditEvent.count({ where: { workspaceId: f.workspace.id, action: "member.signed_out_everywhere" } })).toBe(1);
  });

  it("sees a sign-out made on another app server within the cache time", async () => {
    const user = await userWithPassword();
    const token = { uid: user.id, sv: 0 };
    expect(await isSessionCurrent(token)).toBe(true);
    // Another server bumps the version in the database; this one's cached answer is stale.
    await bumpSessionVersion(user.id);
    await new Promise((resolve) => setTimeout(resolve, SESSION_VERSION_TTL_MS + 100));
    expect(await isSessionCurrent(token)).toBe(false);
  });

  it("accepts at once a login minted after a sign-out this server's memory has not seen", async () => {
    // The proxy and the route handlers each keep their own memory of the version: a sign-out in
    // the route forgets only its own, and a new sign-in within the cache time must still let the
    // user in (it bounced back to the sign-in page before).
    const user = await userWithPassword();
    expect(await isSessionCurrent({ uid: user.id, sv: 0 })).toBe(true);
    const bumped = await bumpSessionVersion(user.id);
    expect(bumped).toBe(1);
    expect(await isSessionCurrent({ uid: user.id, sv: 1 })).toBe(true);
    // The old token stays refused, and a token from the future is not trusted.
    expect(await isSessionCurrent({ uid: user.id, sv: 0 })).toBe(false);
    expect(await isSessionCurrent({ uid: user.id, sv: 2 })).toBe(false);
  });

  it("lets a user who signed out sign in again at once, through the proxy", async () => {
    const user = await userWithPassword();
    const first = await signInWithPassword(user.email, user.password);
    const cookie = `${first!.name}=${first!.value}`;
    // The proxy remembers the version this login was minted at.
    expect(await proxyAnswer(cookie)).toBe("next");
    await signOutWith(cookie);
    const again = await signInWithPassword(user.email, user.password);
    expect(await proxyAnswer(`${again!.name}=${again!.value}`)).toBe("next");
    expect(await proxyAnswer(cookie)).toBe("/sign-in");
  });
});

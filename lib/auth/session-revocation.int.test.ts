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
});

import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import { authRedirect } from "@/lib/auth/auth-redirect";
import { clientAddress } from "@/lib/auth/client-address";
import { isTrustedDevice } from "@/lib/auth/device-cookie";
import { verifyPassword } from "@/lib/auth/password";
import { passwordChecks, PasswordChecksBusyError } from "@/lib/auth/password-check-pool";
import { isSessionCurrent, revokeSessions, SessionRevokedError, sessionVersionForSignIn } from "@/lib/auth/session-revocation";
import { allowSignInAttempt } from "@/lib/auth/sign-in-rate-limit";
import { findUserForSignIn } from "@/lib/dal/users/find-user-for-sign-in";
import { env } from "@/lib/env";
import { linkOAuthUser } from "@/lib/dal/users/link-oauth-user";
import { signInSchema } from "@/lib/schemas/user";

export function gitHubEnabled(): boolean {
  return Boolean(env().GITHUB_ID && env().GITHUB_SECRET);
}

const credentials = CredentialsProvider({
  name: "Email and password",
  credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
  async authorize(raw, req) {
    const parsed = signInSchema.safeParse(raw);
    if (!parsed.success) return null;
    if (!(await allowSignInAttempt({ email: parsed.data.email, address: clientAddress(req?.headers) }))) return null;
    const user = await findUserForSignIn(parsed.data.email);
    // verifyPassword runs even for unknown emails so both failures look and time the same; one
    // runs at a time (see password-check-pool.ts), a browser that signed in to this account before
    // goes first (device-cookie.ts), and a flood beyond the queue is turned away with the same
    // generic failure before any hashing.
    const cookies = req?.headers?.cookie;
    const trusted = isTrustedDevice(typeof cookies === "string" ? cookies : undefined, parsed.data.email, env().NEXTAUTH_SECRET);
    const valid = await passwordChecks
      .run(() => verifyPassword(parsed.data.password, user?.passwordHash), { trusted })
      .catch((error: unknown) => {
        if (error instanceof PasswordChecksBusyError) return false;
        throw error;
      });
    if (!user || !valid) return null;
    return { id: user.id, email: user.email, name: user.name };
  },
});

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 60 * 60 * 24 * 14 },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: gitHubEnabled() ? [credentials, GitHubProvider({ clientId: env().GITHUB_ID!, clientSecret: env().GITHUB_SECRET! })] : [credentials],
  events: {
    // Signing out ends the session on the server too: a copy of the cookie is refused from now on
    // (every session of the user ends, as the version is per user).
    async signOut({ token }) {
      if (typeof token?.uid === "string") await revokeSessions(token.uid);
    },
  },
  logger: {
    // A revoked token is an expected answer, not an error worth a stack trace in the logs; other
    // errors are logged as next-auth's own logger does.
    error(code, metadata) {
      if (metadata instanceof SessionRevokedError) return;
      const message = metadata instanceof Error ? metadata.message : (metadata as { message?: unknown } | undefined)?.message;
      console.error(`[next-auth][error][${code}]`, `\nhttps://next-auth.js.org/errors#${code.toLowerCase()}`, message, metadata);
    },
  },
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== "github") return true;
      const email = user.email ?? profile?.email;
      if (!email) return false;
      const linked = await linkOAuthUser({
        email,
        name: user.name ?? null,
        image: user.image ?? null,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
      });
      user.id = linked.id;
      return true;
    },
    async redirect(params) {
      return authRedirect(params);
    },
    // At sign-in the token takes the user's sessionVersion; on every later request (each
    // getServerSession, each /api/auth/session) a token of an older version is refused: the
    // throw makes next-auth answer "no session" and clear the cookie.
    async jwt({ token, user }) {
      if (user?.id) {
        token.uid = user.id;
        token.sv = await sessionVersionForSignIn(user.id);
        return token;
      }
      if (!(await isSessionCurrent(token))) throw new SessionRevokedError();
      return token;
    },
    async session({ session, token }) {
      if (session.user && typeof token.uid === "string") session.user.id = token.uid;
      return session;
    },
  },
};

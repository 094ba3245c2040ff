import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { authOptions, gitHubEnabled } from "@/lib/auth/auth-options";
import { safeRedirectPath } from "@/lib/auth/safe-redirect-path";
import { SignInForm } from "./sign-in-client";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  if (await getServerSession(authOptions)) redirect("/inbox");
  const { callbackUrl } = await searchParams;
  // Only a target on Lore's own origin is followed after sign-in (`/\evil.test` is not).
  const next = safeRedirectPath(callbackUrl, env().NEXTAUTH_URL);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm">
        <h1 className="text-2xl font-semibold">Lore</h1>
        <p className="mt-1 text-sm text-slate-600">What an agent&apos;s memory keeps, and what it loses.</p>
        <SignInForm callbackUrl={next} gitHub={gitHubEnabled()} />
      </div>
    </main>
  );
}

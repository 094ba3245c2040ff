"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailProblem(email: string): string | undefined {
  if (!email.trim()) return "Enter your email";
  if (!EMAIL_SHAPE.test(email.trim())) return "This is not an email address: use the form name@example.org";
  return undefined;
}

export function SignInForm({ callbackUrl, gitHub }: { callbackUrl: string; gitHub: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    // An empty field or a malformed address is named beside it; only a well-formed form is sent
    // to be checked, so "incorrect" always means the server refused the credentials.
    const empty = { email: emailProblem(email), password: password ? undefined : "Enter your password" };
    setMissing(empty);
    setError(null);
    if (empty.email || empty.password) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${empty.email ? "email" : "password"}"]`)?.focus();
      return;
    }
    setPending(true);
    const result = await signIn("credentials", {
      email: email.trim(),
      password,
      redirect: false,
    });
    setPending(false);
    if (result?.status === 429) {
      // Too many sign-ins at once on the server (a flood): nothing about this account.
      setError("Too many sign-ins at once: try again in a moment.");
      return;
    }
    if (!result || result.error) {
      // One message for a wrong password and an unknown account alike.
      setError("Email or password is incorrect.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <label className="block text-sm font-medium">
          Email
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={missing.email ? true : undefined}
            aria-describedby={missing.email ? "sign-in-email-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        {missing.email ? (
          <p id="sign-in-email-error" className="-mt-2 text-sm text-red-700">
            {missing.email}
          </p>
        ) : null}
        <label className="block text-sm font-medium">
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={missing.password ? true : undefined}
            aria-describedby={missing.password ? "sign-in-password-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        {missing.password ? (
          <p id="sign-in-password-error" className="-mt-2 text-sm text-red-700">
            {missing.password}
          </p>
        ) : null}
        {error ? (
          <p role="alert" data-testid="sign-in-error" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
      {gitHub ? (
        <Button variant="secondary" className="mt-3 w-full" onClick={() => signIn("github", { callbackUrl })}>
          Sign in with GitHub
        </Button>
      ) : null}
    </div>
  );
}

"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

export function SignInForm({ callbackUrl, gitHub }: { callbackUrl: string; gitHub: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    setPending(false);
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
          <input name="email" type="email" autoComplete="username" required
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
        </label>
        <label className="block text-sm font-medium">
          Password
          <input name="password" type="password" autoComplete="current-password" required
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
        </label>
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

"use client";
import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/sign-in" })}
      className="mt-2 w-full rounded-md px-2 py-1 text-left text-sm text-slate-700 hover:bg-slate-100"
    >
      Sign out
    </button>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import Link from "next/link";
import { StandaloneHeader } from "@/components/shell/standalone-header";
import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/db/database-unavailable";

// What a page shows when rendering it failed. In production Next hides the server's message and
// passes only a digest; DatabaseUnavailableError sets its own, so an outage is named as such.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const outage = error.digest === DATABASE_UNAVAILABLE;
  // A server component failed: fetch it again, then re-render the boundary's children.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <>
      <StandaloneHeader />
      <main className="mx-auto max-w-xl px-6 py-16">
        <div role="alert" data-testid="page-error" className="rounded-lg border border-amber-300 bg-amber-50 p-6">
          <h1 className="text-lg font-semibold">{outage ? "The database is not reachable" : "Something went wrong"}</h1>
          <p className="mt-2 text-sm text-slate-700">
            {outage ? DATABASE_UNAVAILABLE_MESSAGE : "This page could not be shown. Try again; if it keeps failing, the server log has the details."}
          </p>
          {error.digest && !outage ? <p className="mt-2 text-xs text-slate-600">Reference: {error.digest}</p> : null}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button onClick={retry}>Try again</Button>
            <Link href="/inbox" className="text-sm font-medium text-indigo-800 hover:underline">
              Go to the inbox
            </Link>
          </div>
        </div>
      </main>
    </>
  );
}

"use client";
import "./globals.css";

// The last resort: the root layout itself failed, so this renders its own <html>. Like error.tsx
// it shows only a digest, never the server's message.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <main className="mx-auto max-w-xl px-6 py-16">
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6">
            <h1 className="text-lg font-semibold">Lore could not be shown</h1>
            <p className="mt-2 text-sm text-slate-700">Try again; if it keeps failing, the server log has the details.</p>
            {error.digest ? <p className="mt-2 text-xs text-slate-600">Reference: {error.digest}</p> : null}
            <button
              type="button"
              onClick={reset}
              className="mt-4 inline-flex rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800"
            >
              Try again
            </button>
            {/* A plain link: the app's router may be what failed. */}
            <a href="/inbox" className="ml-4 text-sm font-medium text-indigo-800 hover:underline">
              Go to the inbox
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
